import Harness

/// The path of a step in two lines, for `demo`'s columns: the types the event passed through,
/// in the order it first reached them, and the widget writes it caused.
enum TraceSummaryLines {
    /// `["↳ LoginViewController › LoginPresenter › WelcomeViewController", "✎ 4 writes (1 unchanged)"]`, "✎ 1 write (…)" for one;
    /// no lines for a step without an event.
    static func lines(_ step: StepTrace) -> [String] {
        guard !step.root.children.isEmpty else { return [] }
        var types: [String] = []
        for hop in step.root.descendants where hop.kind != .write && !types.contains(hop.type) {
            types.append(hop.type)
        }
        let counts = step.counts
        var lines: [String] = []
        if !types.isEmpty { lines.append("↳ " + types.joined(separator: " › ")) }
        lines.append("✎ \(counts.writes) \(counts.writes == 1 ? "write" : "writes") (\(counts.unchanged) unchanged)")
        return lines
    }
}
