/// The report as terminal tables: per suite, one line per case and column with the
/// percentiles the samples support (``Percentiles/isSupported(_:samples:)``), the factors that
/// compare something (to the fastest, to the baseline, or to the floor; `≈` where within the
/// noise, ``FactorNoise``), writes per event, the target verdict and the baseline verdict; then
/// the geometric mean per column.
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
        let tails = [90.0, 99.0].filter { p in
            suite.results.contains { $0.time != nil && Percentiles.isSupported(p, samples: $0.samples) }
        }
        var header = ["case", "column"]
        header += timed ? ["p0", "p50"] + tails.map { "p\(Int($0))" } : ["value"]
        if table.comparesFastest { header += ["×fastest"] }
        if let base = table.baselineColumn, table.comparesBaseline { header += ["×" + base] }
        if let floor = table.floor { header += ["×" + floor.column] }
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
                        line += [t.p0, t.p50].map { Quantity.duration(nanoseconds: $0) }
                        line += tails.map { p in
                            guard Percentiles.isSupported(p, samples: result.samples) else { return "–" }
                            return Quantity.duration(nanoseconds: p == 90 ? t.p90 : t.p99)
                        }
                    } else {
                        line += ["", Quantity.value(result)] + tails.map { _ in "" }
                    }
                } else {
                    line.append(Quantity.value(result))
                }
                if table.comparesFastest {
                    line.append(cell.factorToFastest.map { FactorNoise.text($0, withinNoise: cell.fastestWithinNoise) } ?? "–")
                }
                if table.baselineColumn != nil && table.comparesBaseline {
                    line.append(
                        cell.factorToBaseline.map { FactorNoise.text($0, withinNoise: cell.baselineWithinNoise) } ?? "–")
                }
                if table.floor != nil {
                    line.append(cell.factorToFloor.map { FactorNoise.text($0, withinNoise: cell.floorWithinNoise) } ?? "–")
                }
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
        let toFastest = table.columns.indices.compactMap { c in
            table.geometricMeanToFastest(column: c).map { "\(table.columns[c]) \(Quantity.factor($0))" }
        }
        if !toFastest.isEmpty { out += "geometric mean ×fastest: " + toFastest.joined(separator: " · ") + "\n" }
        let toBaseline = table.columns.indices.compactMap { c in
            table.geometricMeanToBaseline(column: c).map { "\(table.columns[c]) \(Quantity.factor($0))" }
        }
        if let base = table.baselineColumn, !toBaseline.isEmpty {
            out += "geometric mean ×\(base): " + toBaseline.joined(separator: " · ") + "\n"
        }
        for fit in suite.shownFits {
            out += "k(\(fit.name), \(fit.column)) = \(fit.exponentText)\n"
        }
        if let note = suite.unfitNote { out += "\(note)\n" }
        if let note = table.factorNote { out += "\(note)\n" }
        if let note = table.noiseNote { out += "\(note)\n" }
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
