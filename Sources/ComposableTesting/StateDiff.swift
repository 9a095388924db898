/// A readable difference between two values, line by line, from their `dump` output.
///
/// ```swift
/// print(StateDiff.lines(expected: State(count: 1), actual: State(count: 2)))
/// // Prints:
/// //     ▿ State
/// //   −   - count: 1
/// //   +   - count: 2
/// ```
///
/// Unchanged lines are kept as context, at most two around each change; longer runs are cut to
/// "…". Lines only in `expected` start with "−", lines only in `actual` with "+".
///
/// - Complexity: O((*n* + *m*) · *d*) for dumps of *n* and *m* lines that differ in *d*.
/// - Note: TCA prints such diffs with swift-custom-dump's `diff`; the kit uses the standard
///   library's `dump` and `difference(from:)`.
public enum StateDiff {
    /// The difference of two values' dumps, one line per entry, "" when they dump the same.
    public static func lines<Value>(expected: Value, actual: Value) -> String {
        let old = dumpLines(expected)
        let new = dumpLines(actual)
        let changes = new.difference(from: old)
        guard !changes.isEmpty else { return "" }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in changes {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both dumps in step, emitting kept, removed and inserted lines in order.
        var rows: [(mark: Character, text: String)] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                rows.append(("−", old[oldIndex]))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                rows.append(("+", new[newIndex]))
                newIndex += 1
            } else {
                rows.append((" ", new[newIndex]))
                oldIndex += 1
                newIndex += 1
            }
        }
        let context = 2
        let changed = rows.indices.filter { rows[$0].mark != " " }
        var output: [String] = []
        var lastShown = -1
        for index in rows.indices {
            let near = changed.contains { abs($0 - index) <= context }
            guard near else { continue }
            if index > lastShown + 1 { output.append("    …") }
            output.append("  \(rows[index].mark) \(rows[index].text)")
            lastShown = index
        }
        if lastShown < rows.count - 1 { output.append("    …") }
        return output.joined(separator: "\n")
    }

    private static func dumpLines<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }
}
