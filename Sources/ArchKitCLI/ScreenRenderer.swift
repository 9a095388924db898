import CommandLineKit
import Harness
import Widgets

/// Draws a transcript entry (the stack and the top screen) as lines of text, the way the
/// screen would look: hidden widgets are not drawn. Texts are escaped (`String.escaped`), so a
/// control character in a value shows as `\u{…}` and never reaches the terminal.
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
        var lines = [entry.stack.map(\.escaped).joined(separator: " › "), "# \(entry.screen.title.escaped)"]
        for widget in entry.screen.widgets where !widget.hidden || marked.contains(widget.id) {
            var drawn = widget.hidden ? ["\(widget.id): (hidden)"] : draw(widget)
            if marked.contains(widget.id), !drawn.isEmpty { drawn[0] = "! " + drawn[0] }
            lines += drawn
        }
        return lines
    }

    private static func draw(_ widget: WidgetSnapshot) -> [String] {
        let text = (widget.text ?? "").escaped
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
                lines.append("\(mark) \(row.title.escaped)" + (row.detail.map { "  \($0.escaped)" } ?? ""))
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

    /// Lays out several columns of lines side by side, each `width` characters wide; a longer
    /// line is wrapped (at a space where there is one), its continuation indented by two.
    static func sideBySide(_ columns: [[String]], headers: [String], width: Int) -> [String] {
        let gap = " │ "
        let columns = columns.map { lines in lines.flatMap { wrap($0, width) } }
        let height = columns.map(\.count).max() ?? 0
        var lines = [headers.map { fit($0, width) }.joined(separator: gap)]
        lines.append(headers.map { _ in String(repeating: "─", count: width) }.joined(separator: "─┼─"))
        for row in 0..<height {
            lines.append(columns.map { fit(row < $0.count ? $0[row] : "", width) }.joined(separator: gap))
        }
        return lines.map(\.trimmingTrailingSpaces)
    }

    /// `text` in lines of at most `width` terminal columns (``DisplayWidth``: a wide character
    /// takes two): broken after the last space that fits, or at `width` when a word is longer;
    /// lines after the first start with two spaces.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while DisplayWidth.of(rest) > width - (lines.isEmpty ? 0 : 2) {
            let room = width - (lines.isEmpty ? 0 : 2)
            // What fits in `room` columns (at least one character), and one more: a space there breaks cleanly.
            var fits = DisplayWidth.prefixEnd(rest, fitting: room)
            if fits == rest.startIndex { fits = rest.index(after: fits) }
            let head = rest[..<(fits < rest.endIndex ? rest.index(after: fits) : fits)]
            let cut = head.lastIndex(of: " ").flatMap { $0 > rest.startIndex ? $0 : nil } ?? fits
            lines.append((lines.isEmpty ? "" : "  ") + rest[..<cut].trimmingTrailingSpaces)
            rest = rest[cut...].drop(while: { $0 == " " })
        }
        if lines.isEmpty || !rest.isEmpty { lines.append((lines.isEmpty ? "" : "  ") + rest) }
        return lines
    }

    /// `text` padded or cut (ending in "…") to exactly `width` terminal columns
    /// (``DisplayWidth``: a wide character takes two).
    static func fit(_ text: String, _ width: Int) -> String {
        let columns = DisplayWidth.of(text)
        if columns <= width { return text + String(repeating: " ", count: width - columns) }
        let whole = Substring(text)
        let cut =
            width > 1
            ? String(whole[..<DisplayWidth.prefixEnd(whole, fitting: width - 1)]) + "…"
            : String(whole[..<DisplayWidth.prefixEnd(whole, fitting: width)])
        // A wide character that did not fit leaves a column: pad it, so the columns stay aligned.
        return cut + String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    }
}
