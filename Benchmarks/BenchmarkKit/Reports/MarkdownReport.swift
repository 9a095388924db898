/// The report as GitHub-flavoured Markdown: per suite, a heading, what it measures, and a
/// table with cases as rows and columns as columns (median, factor to the fastest where the row
/// compares columns, `≈` where within the noise), closed by the geometric means; cases no row of
/// that table compares (the engines) follow in a table of their own, one line per result.
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
        let rows = table.matrixRows
        let columns = table.matrixColumns
        if !rows.isEmpty {
            out += "| case | " + columns.map { table.columns[$0] }.joined(separator: " | ") + " |\n"
            out += "| --- |" + String(repeating: " ---: |", count: columns.count) + "\n"
            for r in rows {
                let cells = columns.map { c -> String in
                    guard let cell = table.cells[r][c] else { return "–" }
                    var text = Quantity.value(cell.result)
                    if let factor = cell.factorToFastest {
                        text += " ×" + FactorNoise.text(factor, withinNoise: cell.fastestWithinNoise)
                    }
                    return text + details(cell.result)
                }
                out += "| `\(table.rows[r])` | " + cells.joined(separator: " | ") + " |\n"
            }
            if table.comparesFastest {
                out +=
                    "| geometric mean ×fastest | "
                    + columns.map { c in table.geometricMeanToFastest(column: c).map(Quantity.factor) ?? "–" }
                    .joined(separator: " | ") + " |\n"
            }
            if let base = table.baselineColumn, table.comparesBaseline {
                out +=
                    "| geometric mean ×\(base) | "
                    + columns.map { c in table.geometricMeanToBaseline(column: c).map(Quantity.factor) ?? "–" }
                    .joined(separator: " | ") + " |\n"
            }
        }
        let listed = table.listedRows
        if !listed.isEmpty {
            if !rows.isEmpty { out += "\n" }
            let floor = table.floor.map { "×" + $0.column }
            out += "| case | column | value |" + (floor.map { " \($0) |" } ?? "") + "\n"
            out += "| --- | --- | ---: |" + (floor == nil ? "" : " ---: |") + "\n"
            for r in listed {
                for cell in table.cells[r].compactMap({ $0 }) {
                    out +=
                        "| `\(table.rows[r])` | \(cell.result.column) | \(Quantity.value(cell.result))\(details(cell.result)) |"
                    if floor != nil {
                        out +=
                            " " + (cell.factorToFloor.map { FactorNoise.text($0, withinNoise: cell.floorWithinNoise) } ?? "–")
                            + " |"
                    }
                    out += "\n"
                }
            }
        }
        if !suite.shownFits.isEmpty {
            out += "\nFitted exponents (time ∝ rows^k):\n\n| operation | column | k |\n| --- | --- | ---: |\n"
            for fit in suite.shownFits { out += "| `\(fit.name)` | \(fit.column) | \(fit.exponentText) |\n" }
        }
        if let note = suite.unfitNote { out += "\n\(note)\n" }
        if let note = table.factorNote { out += "\n\(note)\n" }
        if let note = table.noiseNote { out += "\n\(note)\n" }
        for note in suite.notes { out += "\n> \(note)\n" }
        return out
    }

    /// What follows a value in its cell: writes per event, the target verdict, the baseline
    /// verdict.
    private static func details(_ result: CaseResult) -> String {
        var text = ""
        if let writes = result.writesPerEvent, writes > 0 { text += " (\(Quantity.count(writes)) w)" }
        if let target = Quantity.target(result) { text += " \(target)" }
        if let change = result.baseline, change.verdict != .same { text += " **\(change.verdict.rawValue)**" }
        return text
    }
}
