import Harness
import Widgets

/// Draws a transcript entry (the stack and the top screen) as lines of text, the way the
/// screen would look: hidden widgets are not drawn.
enum ScreenRenderer {
    static func lines(_ entry: Transcript.Entry) -> [String] {
        lines(entry, marking: [])
    }

    /// The lines of ``lines(_:)``, with marks.
    /// - Parameters:
    ///   - entry: What an app showed.
    ///   - marked: Ids of widgets whose first line starts with `! ` (where `play` found a
    ///     divergence), hidden ones included.
    static func lines(_ entry: Transcript.Entry, marking marked: Set<String>) -> [String] {
        var lines = [entry.stack.joined(separator: " › "), "# \(entry.screen.title)"]
        for widget in entry.screen.widgets where !widget.hidden || marked.contains(widget.id) {
            var drawn = widget.hidden ? ["\(widget.id): (hidden)"] : draw(widget)
            if marked.contains(widget.id), !drawn.isEmpty { drawn[0] = "! " + drawn[0] }
            lines += drawn
        }
        return lines
    }

    private static func draw(_ widget: WidgetSnapshot) -> [String] {
        let text = oneLine(widget.text ?? "")
        switch widget.kind {
        case .label:
            return ["\(widget.id): \(text)"]
        case .button:
            return [widget.enabled == false ? "(\(text))" : "[\(text)]"]
        case .textField:
            let field = "\(widget.id): |\(text)|"
            return [widget.enabled == false ? field + " (locked)" : field]
        case .table:
            let rows = widget.rows ?? []
            var lines = ["\(widget.id): \(rows.count) rows"]
            for (index, row) in rows.enumerated() {
                let mark = widget.selectedRow == index ? ">" : " "
                lines.append("\(mark) \(oneLine(row.title))" + (row.detail.map { "  \(oneLine($0))" } ?? ""))
            }
            return lines
        case .activityIndicator:
            return widget.animating == true ? ["\(widget.id): (spinning)"] : []
        case .image:
            let bytes = widget.bytes.map { " (\($0) bytes)" } ?? ""
            return ["\(widget.id): \(widget.state ?? "none")\(bytes)"]
        case .toast:
            return ["<< \(text) >>"]
        }
    }

    /// The text with its control characters (a line break, a tab) escaped as Swift writes them
    /// (`\n`, `\t`), so that a widget stays on its line.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        return String(text.debugDescription.dropFirst().dropLast())
    }

    /// Lays out several columns of lines side by side, each `width` characters wide, cut with
    /// "…" where a line is longer.
    static func sideBySide(_ columns: [[String]], headers: [String], width: Int) -> [String] {
        let gap = " │ "
        let height = columns.map(\.count).max() ?? 0
        var lines = [headers.map { fit($0, width) }.joined(separator: gap)]
        lines.append(headers.map { _ in String(repeating: "─", count: width) }.joined(separator: "─┼─"))
        for row in 0..<height {
            lines.append(columns.map { fit(row < $0.count ? $0[row] : "", width) }.joined(separator: gap))
        }
        return lines.map(\.trimmingTrailingSpaces)
    }

    static func fit(_ text: String, _ width: Int) -> String {
        if text.count <= width { return text + String(repeating: " ", count: width - text.count) }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }
}
