/// The report as terminal tables: per suite, one line per case and column with the
/// percentiles, the factor to the fastest and to the baseline, writes per event, and the
/// baseline verdict; then the geometric mean per column.
public enum TerminalReport {
    /// Renders a report.
    public static func render(_ report: BenchmarkReport) -> String {
        var out =
            "archkit-bench · \(report.mode) run · \(report.machine.cores) cores · \(report.machine.cpu) · "
            + "Swift \(report.machine.swift) · \(report.machine.build)\n"
        for suite in report.suites { out += "\n" + render(suite) }
        return out
    }

    /// Renders one suite.
    public static func render(_ suite: SuiteResult) -> String {
        let table = SuiteTable(suite)
        let timed = suite.results.contains { $0.time != nil }
        let counted = suite.results.contains { ($0.writesPerEvent ?? 0) > 0 }
        let compared = suite.results.contains { $0.baseline != nil }
        var header = ["case", "column"]
        header += timed ? ["p0", "p50", "p90", "p99"] : ["value"]
        header += ["×fastest"]
        if let base = table.baselineColumn { header += ["×" + base] }
        if counted { header += ["writes", "unchanged"] }
        if suite.results.contains(where: { $0.target != nil }) { header += ["target"] }
        if compared { header += ["vs baseline"] }
        var lines: [[String]] = [header]
        for (r, label) in table.rows.enumerated() {
            for (c, _) in table.columns.enumerated() {
                guard let cell = table.cells[r][c] else { continue }
                let result = cell.result
                var line = [lines.last?.first == label || isContinuation(lines, label) ? "" : label, result.column]
                if timed {
                    if let t = result.time {
                        line += [t.p0, t.p50, t.p90, t.p99].map { Quantity.duration(nanoseconds: $0) }
                    } else {
                        line += ["", Quantity.value(result), "", ""]
                    }
                } else {
                    line.append(Quantity.value(result))
                }
                line.append(Quantity.factor(cell.factorToFastest))
                if table.baselineColumn != nil { line.append(cell.factorToBaseline.map(Quantity.factor) ?? "–") }
                if counted {
                    line.append(result.writesPerEvent.map(Quantity.count) ?? "")
                    line.append(result.unchangedWritesPerEvent.map(Quantity.count) ?? "")
                }
                if header.contains("target") {
                    line.append(Quantity.target(result) ?? "")
                }
                if compared { line.append(result.baseline?.text(new: result.value, unit: result.unit) ?? "") }
                lines.append(line)
            }
        }
        var out = "== \(suite.title) [\(suite.name)]\n"
        out += align(lines)
        out +=
            "geometric mean ×fastest: "
            + table.columns.indices.compactMap { c in
                table.geometricMeanToFastest(column: c).map { "\(table.columns[c]) \(Quantity.factor($0))" }
            }.joined(separator: " · ") + "\n"
        let toBaseline = table.columns.indices.compactMap { c in
            table.geometricMeanToBaseline(column: c).map { "\(table.columns[c]) \(Quantity.factor($0))" }
        }
        if let base = table.baselineColumn, !toBaseline.isEmpty {
            out += "geometric mean ×\(base): " + toBaseline.joined(separator: " · ") + "\n"
        }
        for fit in suite.fits {
            out += "k(\(fit.name), \(fit.column)) = \(fit.exponentText)\n"
        }
        if let note = table.factorNote { out += "\(note)\n" }
        for note in suite.notes { out += "note: \(note)\n" }
        return out
    }

    private static func isContinuation(_ lines: [[String]], _ label: String) -> Bool {
        // A label is printed on the first line of its group only.
        for line in lines.reversed() where !line[0].isEmpty { return line[0] == label }
        return false
    }

    /// Pads columns: the first two left-aligned, the rest right-aligned.
    static func align(_ lines: [[String]]) -> String {
        let widths = (0..<(lines.map(\.count).max() ?? 0)).map { column in
            lines.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return lines.map { line in
            line.enumerated().map { column, text in
                let pad = String(repeating: " ", count: widths[column] - text.count)
                return column < 2 ? text + pad : pad + text
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
