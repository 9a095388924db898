/// The tables of a suite on the HTML page, one figure per cell, the rest on hover.
///
/// The matrix (cases as rows, columns as columns) shows each case's value, its background the
/// colour of its factor to the fastest of the row (``FactorColor``), left white where that factor
/// is within the noise (``FactorNoise``) or compares nothing; the cell's `title` holds the
/// factors, the percentiles the samples support, the samples, the writes, the target and the
/// baseline verdict. The geometric means close it. Cases no row of the matrix compares (the
/// engines: the primitives, the memory suite's bindings) follow in a table of their own, one line
/// per result, with their factor to the floor and their target in columns of their own.
enum HTMLTable {
    /// The matrix and the engines' table of `table`, each in a box that scrolls sideways rather
    /// than overflow the page.
    static func render(_ table: SuiteTable) -> String {
        matrix(table) + listed(table)
    }

    /// The matrix, or nothing when every row is listed.
    static func matrix(_ table: SuiteTable) -> String {
        let rows = table.matrixRows
        let columns = table.matrixColumns
        guard !rows.isEmpty else { return "" }
        var out = "<div class=\"wide\"><table>\n<tr><th>case</th>"
        for c in columns { out += "<th>\(HTMLReport.escape(table.columns[c]))</th>" }
        out += "</tr>\n"
        for r in rows {
            out += "<tr><td>\(HTMLReport.escape(table.rows[r]))</td>"
            for c in columns {
                guard let cell = table.cells[r][c] else {
                    out += "<td>–</td>"
                    continue
                }
                let style =
                    cell.factorToFastest.flatMap { factor in
                        cell.fastestWithinNoise == true ? nil : " style=\"background:\(FactorColor.css(factor))40\""
                    } ?? ""
                out += "<td\(style) title=\"\(HTMLReport.escape(details(cell, table)))\">"
                out += HTMLReport.escape(Quantity.value(cell.result)) + verdicts(cell.result) + "</td>"
            }
            out += "</tr>\n"
        }
        if table.comparesFastest {
            out += "<tr class=\"mean\"><td>geometric mean ×fastest</td>"
            for c in columns {
                let mean = table.geometricMeanToFastest(column: c)
                let style = mean.map { " style=\"background:\(FactorColor.css($0))40\"" } ?? ""
                out += "<td\(style)>\(mean.map(Quantity.factor) ?? "–")</td>"
            }
            out += "</tr>\n"
        }
        if let base = table.baselineColumn, table.comparesBaseline {
            out += "<tr class=\"mean\"><td>geometric mean ×\(HTMLReport.escape(base))</td>"
            for c in columns { out += "<td>\(table.geometricMeanToBaseline(column: c).map(Quantity.factor) ?? "–")</td>" }
            out += "</tr>\n"
        }
        return out + "</table></div>\n"
    }

    /// The engines' table: case, column, value, the factor to the floor, the target verdict.
    static func listed(_ table: SuiteTable) -> String {
        let rows = table.listedRows
        guard !rows.isEmpty else { return "" }
        let cells = rows.flatMap { r in table.cells[r].compactMap { $0 }.map { (label: table.rows[r], cell: $0) } }
        let targets = cells.contains { $0.cell.result.target != nil }
        var out = "<div class=\"wide\"><table class=\"engines\">\n<tr><th>case</th><th>column</th><th>value</th>"
        if let floor = table.floor { out += "<th>×\(HTMLReport.escape(floor.column))</th>" }
        if targets { out += "<th>target</th>" }
        out += "</tr>\n"
        for (label, cell) in cells {
            let result = cell.result
            out += "<tr><td>\(HTMLReport.escape(label))</td><td>\(HTMLReport.escape(result.column))</td>"
            out += "<td title=\"\(HTMLReport.escape(details(cell, table)))\">\(HTMLReport.escape(Quantity.value(result)))</td>"
            if table.floor != nil {
                let factor = cell.factorToFloor.map { FactorNoise.text($0, withinNoise: cell.floorWithinNoise) } ?? "–"
                out += "<td>\(HTMLReport.escape(factor))</td>"
            }
            if targets {
                let verdict = Quantity.target(result).map {
                    "<span class=\"\(result.value <= result.target ?? 0 ? "met" : "missed")\">\(HTMLReport.escape($0))</span>"
                }
                out += "<td>\(verdict ?? "")</td>"
            }
            out += "</tr>\n"
        }
        return out + "</table></div>\n"
    }

    /// A ✓ or ✗ for the target, and the baseline verdict's arrow, after a matrix cell's value;
    /// the figures are in the title.
    private static func verdicts(_ result: CaseResult) -> String {
        var text = ""
        if let target = result.target {
            text += result.value <= target ? " <span class=\"met\">✓</span>" : " <span class=\"missed\">✗</span>"
        }
        if let change = result.baseline, change.verdict != .same {
            text += " <span class=\"\(change.verdict.rawValue)\">\(change.verdict == .slower ? "▲" : "▼")</span>"
        }
        return text
    }

    /// Everything about a cell but its value, for its `title`: "MVC Car.editMake: p50 1.50 µs ·
    /// ×1.50 the fastest · ×≈1.02 Direct · p0 1.35 µs · p90 1.80 µs · 100 samples · 3 writes per
    /// event (1 unchanged) · target ✓ ≤ 40.0 ns · slower ×1.52".
    static func details(_ cell: SuiteTable.Cell, _ table: SuiteTable) -> String {
        let result = cell.result
        var parts = ["\(result.column) \(result.label): \(result.time == nil ? "" : "p50 ")\(Quantity.value(result))"]
        if let factor = cell.factorToFastest {
            parts.append("×\(FactorNoise.text(factor, withinNoise: cell.fastestWithinNoise)) the fastest")
        }
        if let factor = cell.factorToBaseline, let base = table.baselineColumn, base != result.column {
            parts.append("×\(FactorNoise.text(factor, withinNoise: cell.baselineWithinNoise)) \(base)")
        }
        if let factor = cell.factorToFloor, let floor = table.floor {
            parts.append("×\(FactorNoise.text(factor, withinNoise: cell.floorWithinNoise)) \(floor.column) \(floor.label)")
        }
        if let time = result.time {
            let shown: [(Double, String, Double?)] = [
                (0, "p0", time.p0), (25, "p25", time.p25), (75, "p75", time.p75), (90, "p90", time.p90),
                (99, "p99", time.p99), (100, "p100", time.p100),
            ]
            for (p, name, value) in shown where Percentiles.isSupported(p, samples: result.samples) {
                if let value { parts.append("\(name) \(Quantity.duration(nanoseconds: value))") }
            }
        }
        parts.append("\(result.samples) \(result.samples == 1 ? "sample" : "samples")")
        if let writes = result.writesPerEvent, writes > 0 {
            var text = "\(Quantity.count(writes)) writes per event"
            if let unchanged = result.unchangedWritesPerEvent, unchanged > 0 {
                text += " (\(Quantity.count(unchanged)) unchanged)"
            }
            parts.append(text)
        }
        if let target = Quantity.target(result) { parts.append("target \(target)") }
        if let change = result.baseline { parts.append(change.text(new: result.value, unit: result.unit, loud: false)) }
        return parts.joined(separator: " · ")
    }
}
