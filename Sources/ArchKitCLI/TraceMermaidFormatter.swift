import CommandLineKit
import Harness

/// Writes a traced step as a Mermaid `sequenceDiagram` (`archkit trace --format mermaid`, and
/// the diagrams on the feature pages).
///
/// One participant per type, in the order the path first reaches it, and one per widget (its
/// kind and id, `Button login`), so writes to two buttons of one kind point at two
/// participants; a call is a solid arrow
/// from the caller's type to the callee's, a widget write an arrow to the widget
/// (dotted when it changed nothing), a hop that resumed after a suspension Mermaid's async
/// arrow (`-)`) with "async" in its text. The constructs used: `sequenceDiagram`,
/// `participant … as …`, `->>`, `-->>`, `-)`, `%%` comments; `#`, `;`, `<` and `>` in texts
/// are written as Mermaid's entity codes.
enum TraceMermaidFormatter {
    /// The diagram of one step of one architecture.
    static func diagram(_ step: StepTrace, architecture: String, scenario: String) -> String {
        var participants: [String] = []
        func id(_ type: String) -> String {
            if let index = participants.firstIndex(of: type) { return "p\(index)" }
            participants.append(type)
            return "p\(participants.count - 1)"
        }
        var messages: [String] = []
        func walk(_ node: TraceNode, from parent: String) {
            for child in node.children {
                let target = id(participant(child))
                let arrow = child.isAsync ? "-)" : (child.kind == .write && child.unchanged ? "-->>" : "->>")
                messages.append("    \(parent)\(arrow)\(target): \(escape(text(child)))")
                walk(child, from: target)
            }
        }
        let root = id(participant(step.root))
        walk(step.root, from: root)
        var lines = [
            "%% \(escape("\(architecture) · \(scenario.escaped) · step \(step.index): \(step.step)"))", "sequenceDiagram",
        ]
        lines += participants.enumerated().map { "    participant p\($0.offset) as \(escape($0.element))" }
        lines.append("    Note over p0: \(escape(TraceTextFormatter.label(step.root)))")
        lines += messages
        return lines.joined(separator: "\n") + "\n"
    }

    /// The participant a hop points at: its type, or for a widget's event or write the widget
    /// (`Button login` from the write `login.isEnabled true → false`); a screen's own write
    /// (`title "" → "Login"`) names no widget and points at the screen's type.
    static func participant(_ node: TraceNode) -> String {
        guard node.kind == .write || node.kind == .event else { return node.type }
        let first = node.name.prefix { $0 != " " }
        guard let dot = first.firstIndex(of: ".") else { return node.type }
        return "\(node.type) \(first[..<dot])"
    }

    private static func text(_ node: TraceNode) -> String {
        let async = node.isAsync ? "async " : ""
        switch node.kind {
        case .call: return async + node.name + (node.viaProtocol.map { " (as \($0))" } ?? "")
        case .write:
            if node.writes > 1 { return async + node.name + " (\(node.writes) rows, \(node.unchangedWrites) unchanged)" }
            return async + node.name + (node.unchanged ? " (unchanged)" : "")
        case .notify: return async + "notify " + node.name
        default: return async + node.name
        }
    }

    /// Mermaid's entity codes for the characters its message grammar reserves.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
