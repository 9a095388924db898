import Harness

/// `archkit compare --writes`: the widget writes that stored what the widget already showed,
/// per step and per architecture, so a reader sees which architectures write what did not
/// change (the harness counts every write with `WriteCounter`).
///
/// Only steps where some architecture made an unchanged write are listed, each as
/// `unchanged/total` per architecture; the last line adds them up over everything played, the
/// writes that build each start screen included (`archkit stats` counts the steps alone).
enum UnchangedWritesReport {
    static func render(_ report: ConformanceReport, label: (ConformanceReport.Row) -> String) -> String {
        var lines = ["", "Unchanged writes (a widget set to what it already showed), unchanged/total per architecture:"]
        var totals = Array(repeating: (unchanged: 0, total: 0), count: report.architectures.count)
        for row in report.rows {
            var rowLines: [String] = []
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
                let cells = zip(report.architectures, counts).map { name, count in
                    "\(name) " + (count.map { "\($0.unchanged)/\($0.total)" } ?? "–")
                }
                rowLines.append("    \(step): " + cells.joined(separator: " · "))
            }
            if !rowLines.isEmpty { lines += ["  \(label(row))"] + rowLines }
        }
        if lines.count == 2 { lines.append("  none: no architecture wrote a value a widget already showed.") }
        lines.append(
            "  in all, the start included: "
                + zip(report.architectures, totals).map { "\($0) \($1.unchanged)/\($1.total)" }.joined(separator: " · "))
        return lines.joined(separator: "\n") + "\n"
    }
}
