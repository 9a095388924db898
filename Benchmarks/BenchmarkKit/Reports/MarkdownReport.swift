/// The report as GitHub-flavoured Markdown: per suite, a heading, what it measures, and a
/// table with cases as rows and columns as columns (median, factor to the fastest), closed by
/// the geometric means.
public enum MarkdownReport {
    /// Renders a report.
    public static func render(_ report: BenchmarkReport) -> String {
        var out = "# archkit-bench (\(report.mode) run)\n\n"
        out +=
            "\(report.machine.cores) cores, \(report.machine.cpu), Swift \(report.machine.swift), "
            + "\(report.machine.build) build, \(report.date)\n"
        for suite in report.suites { out += "\n" + render(suite) }
        return out
    }

    /// Renders one suite.
    public static func render(_ suite: SuiteResult) -> String {
        let table = SuiteTable(suite)
        var out = "## \(suite.title)\n\n\(suite.summary)\n\n"
        out += "| case | " + table.columns.joined(separator: " | ") + " |\n"
        out += "| --- |" + String(repeating: " ---: |", count: table.columns.count) + "\n"
        for (r, label) in table.rows.enumerated() {
            let cells = table.cells[r].map { cell -> String in
                guard let cell else { return "–" }
                var text = "\(Quantity.value(cell.result)) ×\(Quantity.factor(cell.factorToFastest))"
                if let writes = cell.result.writesPerEvent, writes > 0 { text += " (\(Quantity.count(writes)) w)" }
                if let target = Quantity.target(cell.result) { text += " \(target)" }
                if let change = cell.result.baseline, change.verdict != .same { text += " **\(change.verdict.rawValue)**" }
                return text
            }
            out += "| `\(label)` | " + cells.joined(separator: " | ") + " |\n"
        }
        out +=
            "| geometric mean ×fastest | "
            + table.columns.indices.map { c in
                table.geometricMeanToFastest(column: c).map(Quantity.factor) ?? "–"
            }.joined(separator: " | ") + " |\n"
        if let base = table.baselineColumn {
            out +=
                "| geometric mean ×\(base) | "
                + table.columns.indices.map { c in
                    table.geometricMeanToBaseline(column: c).map(Quantity.factor) ?? "–"
                }.joined(separator: " | ") + " |\n"
        }
        if !suite.fits.isEmpty {
            out += "\nFitted exponents (time ∝ rows^k):\n\n| operation | column | k |\n| --- | --- | ---: |\n"
            for fit in suite.fits { out += "| `\(fit.name)` | \(fit.column) | \(fit.exponentText) |\n" }
        }
        if let note = table.factorNote { out += "\n\(note)\n" }
        for note in suite.notes { out += "\n> \(note)\n" }
        return out
    }
}
