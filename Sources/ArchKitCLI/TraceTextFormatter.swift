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
            let heading = "\(trace.architecture) · \(trace.scenario) · step \(step.index): \(step.step) · \(summary(step.counts))"
            output += ScreenRenderer.wrap(heading, width).joined(separator: "\n") + "\n"
            let rootLines = wrapped(label(step.root), first: "", rest: step.root.children.isEmpty ? "   " : "│  ")
            output += rootLines.joined(separator: "\n") + "\n"
            output += lines(step.root.children, indent: "").joined(separator: "\n")
            output += step.root.children.isEmpty ? "(no hops)\n\n" : "\n\n"
        }
        return output
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
        "\(counts.hops) \(counts.hops == 1 ? "hop" : "hops"), \(counts.types) \(counts.types == 1 ? "type" : "types"), "
            + "\(counts.writes) \(counts.writes == 1 ? "write" : "writes") (\(counts.unchanged) unchanged)"
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
        case .response, .expectation: return "\(node.type): \(node.name)"
        case .write:
            if node.writes > 1 {
                return "\(async)write \(node.type) \(node.name)  (\(node.writes) rows, \(node.unchangedWrites) unchanged)"
            }
            return "\(async)write \(node.type) \(node.name)\(node.unchanged ? "  (unchanged)" : "")"
        case .dispatch: return "\(async)\(node.name) to \(node.type)"
        case .reduce: return "\(async)\(node.type) \(node.name)"
        case .notify: return "\(async)notify \(node.type).\(node.name)"
        case .repository, .service: return "\(async)\(node.type).\(node.name)"
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
