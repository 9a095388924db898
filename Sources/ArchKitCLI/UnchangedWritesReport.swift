import Harness

/// `archkit compare --writes`: the widget writes that stored what the widget already showed,
/// per step and per architecture, as the headless widgets counted them (`WriteCounter`), so a
/// reader sees how each style updates its screens. The count is information, not a ranking:
/// UIKit's setters make writing an unchanged value cheap, and a render that sets everything it
/// shows is how Cocoa teams write it (Docs/Contract.md, "Widget writes are not behaviour").
///
/// A matrix like `compare`'s: one column per architecture, one row per scenario and under it
/// one row per step where some architecture made an unchanged write, each cell
/// `unchanged/total`; the last row adds them up over everything played, the writes that build
/// each start screen included (`archkit stats` counts the steps alone). A step is named in at
/// most ``labelWidth`` terminal columns, so a line is as wide as `compare`'s whatever the step
/// typed, and every row's cells start in the same column (an emoji counted as two).
enum UnchangedWritesReport {
    /// The most columns of the first column (a scenario or a step).
    static let labelWidth = 36

    static func render(_ report: ConformanceReport, label: (ConformanceReport.Row) -> String) -> String {
        var rows: [(label: String, cells: [String])] = []
        var totals = Array(repeating: (unchanged: 0, total: 0), count: report.architectures.count)
        for row in report.rows {
            var stepRows: [(label: String, cells: [String])] = []
            let steps = row.cells.map(\.result.writes.count).max() ?? 0
            for index in 0..<steps {
                let counts = row.cells.map { index < $0.result.writes.count ? $0.result.writes[index] : nil }
                for (column, count) in counts.enumerated() {
                    totals[column].unchanged += count?.unchanged ?? 0
                    totals[column].total += count?.total ?? 0
                }
                guard counts.contains(where: { ($0?.unchanged ?? 0) > 0 }) else { continue }
                let entry = row.cells.lazy.compactMap { cell in
                    index < cell.result.transcript.entries.count ? cell.result.transcript.entries[index] : nil
                }.first
                let step = entry.map { entry in entry.stepIndex.map { "step \($0) (\(entry.step))" } ?? "start" } ?? "step"
                stepRows.append(("  " + step, counts.map { $0.map { "\($0.unchanged)/\($0.total)" } ?? "–" }))
            }
            if !stepRows.isEmpty { rows += [(label(row), report.architectures.map { _ in "" })] + stepRows }
        }
        var lines = [
            "",
            "Unchanged writes as the headless widgets saw them (a widget set to what it already showed), unchanged/total:",
            "information about how each style updates its screens, not a ranking (UIKit makes such a write cheap).",
        ]
        if rows.isEmpty { lines.append("  none: no architecture wrote a value a widget already showed.") }
        rows.append(("in all, the start included", totals.map { "\($0.unchanged)/\($0.total)" }))
        let labels = rows.map { cut($0.label) }
        let firstWidth = max(15, labels.map { DisplayWidth.of($0) }.max() ?? 0)
        let widths = report.architectures.indices.map { column in
            max(report.architectures[column].count, rows.map { $0.cells[column].count }.max() ?? 0)
        }
        func line(_ first: String, _ cells: [String]) -> String {
            (first + String(repeating: " ", count: max(0, firstWidth - DisplayWidth.of(first))) + "  "
                + zip(cells, widths).map { ReportFormatter.pad($0, $1) }.joined(separator: "  ")).trimmingTrailingSpaces
        }
        lines.append(line("Scenario / step", report.architectures))
        for (first, row) in zip(labels, rows) { lines.append(line(first, row.cells)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `label` in at most ``labelWidth`` terminal columns (an emoji takes two, ``DisplayWidth``):
    /// cut, with `…` for what is left out.
    private static func cut(_ label: String) -> String {
        guard DisplayWidth.of(label) > labelWidth else { return label }
        let text = Substring(label)
        return String(text[..<DisplayWidth.prefixEnd(text, fitting: labelWidth - 1)]) + "…"
    }
}
