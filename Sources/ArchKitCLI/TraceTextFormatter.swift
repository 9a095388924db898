import CommandLineKit
import Harness

/// Writes traces as indented call trees (`archkit trace --format text`) and the counts table
/// (`--compare`).
enum TraceTextFormatter {
    /// The widest line printed; a longer heading or hop wraps (a hop so deep that fewer than 20
    /// columns are left ends in "…").
    static let width = 100

    /// One heading and one tree per traced step.
    static func text(_ trace: ScenarioTrace) -> String {
        var output = ""
        for step in trace.steps {
            let parts = [trace.architecture, trace.scenario.escaped, "step \(step.index): \(step.step)"]
            output += heading(parts, counts: summaryParts(step.counts)).joined(separator: "\n") + "\n"
            let rootLines = wrapped(label(step.root), first: "", rest: step.root.children.isEmpty ? "   " : "│  ")
            output += rootLines.joined(separator: "\n") + "\n"
            output += lines(step.root.children, indent: "").joined(separator: "\n")
            output += step.root.children.isEmpty ? noHops(step.root) + "\n\n" : "\n\n"
        }
        return output
    }

    /// The line under a root without hops. For a widget event it says the event reached no
    /// probe (no widget write, store, repository or service call), which is not the same as
    /// nothing happening: code that ran but reached no probe is not seen (Docs/Trace.md).
    static func noHops(_ root: TraceNode) -> String {
        root.kind == .event ? "(no hops: the event reached no probe)" : "(no hops)"
    }

    /// Per step, one line per architecture: hops, distinct types, widget writes, unchanged writes.
    static func compare(_ traces: [ScenarioTrace]) -> String {
        guard let first = traces.first else { return "" }
        let nameWidth = max(12, traces.map(\.architecture.count).max() ?? 0)
        var output = "\(first.scenario): hops, distinct types, widget writes, unchanged writes per event\n"
        for (offset, step) in first.steps.enumerated() {
            output += "\nstep \(step.index): \(step.step)\n"
            for trace in traces {
                guard offset < trace.steps.count else {
                    output += "  \(ReportFormatter.pad(trace.architecture, nameWidth))  (not reached)\n"
                    continue
                }
                let counts = trace.steps[offset].counts
                output +=
                    "  \(ReportFormatter.pad(trace.architecture, nameWidth))  hops \(pad(counts.hops))  types \(pad(counts.types))"
                    + "  writes \(pad(counts.writes))  unchanged \(counts.unchanged)\n"
            }
        }
        return output
    }

    /// `9 hops, 3 types, 5 writes (1 unchanged)`.
    static func summary(_ counts: TraceCounts) -> String {
        summaryParts(counts).joined(separator: ", ")
    }

    /// `["9 hops", "3 types", "5 writes (1 unchanged)"]`: the pieces a heading never breaks.
    static func summaryParts(_ counts: TraceCounts) -> [String] {
        [
            "\(counts.hops) \(counts.hops == 1 ? "hop" : "hops")", "\(counts.types) \(counts.types == 1 ? "type" : "types")",
            "\(counts.writes) \(counts.writes == 1 ? "write" : "writes") (\(counts.unchanged) unchanged)",
        ]
    }

    /// A step's heading, `parts` joined by " · " and then `counts` by ", ", in lines of at most
    /// ``width`` columns that break only between pieces (never inside a count such as
    /// `2 writes (1 unchanged)`); lines after the first start with two spaces. A piece longer
    /// than a line (a long scenario path) wraps at its spaces.
    static func heading(_ parts: [String], counts: [String]) -> [String] {
        // Each piece with the separator that goes after it.
        let pieces = parts.map { $0 + " ·" } + counts.enumerated().map { $0.element + ($0.offset == counts.count - 1 ? "" : ",") }
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            let candidate = line.isEmpty ? piece : line + " " + piece
            if DisplayWidth.of(candidate) <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = "  " + piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.flatMap { DisplayWidth.of($0) > width ? ScreenRenderer.wrap($0, width) : [$0] }
    }

    /// One hop as the tree shows it.
    static func label(_ node: TraceNode) -> String {
        let async = node.isAsync ? "async ⤷ " : ""
        switch node.kind {
        case .call:
            let via = node.viaProtocol.map { "  (as \($0))" } ?? ""
            // A free function (a reducer, a middleware) is its own "type": print it once.
            let callee = node.name.hasPrefix(node.type + "(") ? node.name : "\(node.type).\(node.name)"
            return "\(async)\(callee)\(via)"
        case .event: return "\(node.type) \(node.name)"
        case .response, .expectation, .unperformed, .ignored: return "\(node.type): \(node.name)"
        case .write:
            if node.writes > 1 {
                return "\(async)write \(node.type) \(node.name)  (\(node.writes) rows, \(node.unchangedWrites) unchanged)"
            }
            return "\(async)write \(node.type) \(node.name)\(node.unchanged ? "  (unchanged)" : "")"
        case .dispatch: return "\(async)\(node.name) to \(node.type)"
        case .reduce: return "\(async)\(node.type) \(node.name)"
        case .notify: return "\(async)notify \(node.type).\(node.name)"
        case .repository, .service, .navigation: return "\(async)\(node.type).\(node.name)"
        }
    }

    private static func lines(_ nodes: [TraceNode], indent: String) -> [String] {
        var result: [String] = []
        for (offset, node) in nodes.enumerated() {
            let isLast = offset == nodes.count - 1
            let below = indent + (isLast ? "   " : "│  ")
            result += wrapped(
                label(node), first: indent + (isLast ? "└─ " : "├─ "), rest: below + (node.children.isEmpty ? "   " : "│  "))
            result += lines(node.children, indent: below)
        }
        return result
    }

    private static func pad(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 3 - text.count)) + text
    }

    /// A hop's label after `first`, wrapped at spaces onto lines that start with `rest` (the
    /// tree's guide lines), so a write's old → new value and its "(unchanged)" are never cut
    /// off. Where the tree is so deep that fewer than 20 columns are left, the line is cut
    /// with "…" instead.
    static func wrapped(_ text: String, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var remaining = Substring(text)
        var prefix = first
        while prefix.count + remaining.count > width {
            let room = width - prefix.count
            guard room >= 20 else { return lines + [fit(prefix + remaining)] }
            let head = remaining.prefix(room + 1)
            let cut =
                head.lastIndex(of: " ").flatMap { $0 > remaining.startIndex ? $0 : nil }
                ?? remaining.index(remaining.startIndex, offsetBy: room)
            lines.append(prefix + remaining[..<cut].trimmingTrailingSpaces)
            remaining = remaining[cut...].drop { $0 == " " }
            prefix = rest
        }
        return lines + [prefix + remaining]
    }

    static func fit(_ line: String) -> String {
        line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }
}
