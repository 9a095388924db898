import Foundation

/// The report as one self-contained HTML page: per suite, an SVG bar chart (one group of bars
/// per case, bar length the factor to the fastest, colour from green at 1.0 to red at 4.0 and
/// above) and js-framework-benchmark's coloured table, closed by the geometric means.
///
/// No scripts, no external files: the page opens from disk in any browser.
public enum HTMLReport {
    /// Renders a report.
    public static func render(_ report: BenchmarkReport) -> String {
        var body = ""
        for suite in report.suites { body += section(suite) }
        let machine = report.machine
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>archkit-bench: \(escape(report.mode)) run</title>
            <style>
            body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
            h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2.2em; border-bottom: 1px solid #ddd; }
            table { border-collapse: collapse; margin: 1em 0; font-variant-numeric: tabular-nums; }
            th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }
            th:first-child, td:first-child { text-align: left; font-family: ui-monospace, Menlo, monospace; }
            td small { color: #333; } tr.mean td { font-weight: bold; background: #f4f4f4; }
            .note { color: #555; font-style: italic; } svg text { font: 12px -apple-system, Helvetica, Arial, sans-serif; }
            .faster, .met { color: #0a7a0a; font-weight: bold; } .slower, .missed { color: #b00000; font-weight: bold; }
            </style>
            </head>
            <body>
            <h1>archkit-bench: what each architecture's binding costs</h1>
            <p>\(escape(report.mode)) run, \(escape(report.date)) · \(machine.cores) cores · \(escape(machine.cpu)) · Swift \(escape(machine.swift)) · \(escape(machine.build)) build</p>
            <p>Each value is the median (p50) per event, or bytes; the factor beside it is to the fastest column of its row. Colours run from green (1.0) to red (4.0 and above), as in js-framework-benchmark.</p>
            \(body)
            </body>
            </html>

            """
    }

    /// One suite: heading, summary, chart, table, notes.
    static func section(_ suite: SuiteResult) -> String {
        let table = SuiteTable(suite)
        var out = "<section id=\"\(escape(suite.name))\">\n<h2>\(escape(suite.title))</h2>\n"
        out += "<p>\(escape(suite.summary))</p>\n"
        out += chart(table) + "\n"
        out += "<table>\n<tr><th>case</th>"
        for column in table.columns { out += "<th>\(escape(column))</th>" }
        out += "</tr>\n"
        for (r, label) in table.rows.enumerated() {
            out += "<tr><td>\(escape(label))</td>"
            for cell in table.cells[r] {
                guard let cell else {
                    out += "<td>–</td>"
                    continue
                }
                let colour = FactorColor.css(cell.factorToFastest)
                var text = "\(escape(Quantity.value(cell.result)))<br><small>×\(Quantity.factor(cell.factorToFastest))"
                if let base = cell.factorToBaseline, let column = table.baselineColumn, column != cell.result.column {
                    text += " · ×\(Quantity.factor(base)) \(escape(column))"
                }
                if let writes = cell.result.writesPerEvent, writes > 0 {
                    text += " · \(Quantity.number(writes)) writes"
                }
                if let target = Quantity.target(cell.result) {
                    text +=
                        " · <span class=\"\(cell.result.value <= cell.result.target ?? 0 ? "met" : "missed")\">\(escape(target))</span>"
                }
                text += "</small>"
                if let change = cell.result.baseline, change.verdict != .same {
                    text +=
                        "<br><span class=\"\(change.verdict.rawValue)\">\(escape(change.text(new: cell.result.value, unit: cell.result.unit, loud: false)))</span>"
                }
                out += "<td style=\"background:\(colour)40\">\(text)</td>"
            }
            out += "</tr>\n"
        }
        out += "<tr class=\"mean\"><td>geometric mean ×fastest</td>"
        for c in table.columns.indices {
            let mean = table.geometricMeanToFastest(column: c)
            out += "<td style=\"background:\(FactorColor.css(mean ?? 1))40\">\(mean.map(Quantity.factor) ?? "–")</td>"
        }
        out += "</tr>\n"
        if let base = table.baselineColumn {
            out += "<tr class=\"mean\"><td>geometric mean ×\(escape(base))</td>"
            for c in table.columns.indices {
                out += "<td>\(table.geometricMeanToBaseline(column: c).map(Quantity.factor) ?? "–")</td>"
            }
            out += "</tr>\n"
        }
        out += "</table>\n"
        if !suite.fits.isEmpty {
            out += "<table>\n<tr><th>operation</th><th>column</th><th>k (time ∝ rows^k)</th></tr>\n"
            for fit in suite.fits {
                out +=
                    "<tr><td>\(escape(fit.name))</td><td>\(escape(fit.column))</td><td>\(String(format: "%.2f", fit.exponent))</td></tr>\n"
            }
            out += "</table>\n"
        }
        for note in suite.notes { out += "<p class=\"note\">\(escape(note))</p>\n" }
        return out + "</section>\n"
    }

    /// A horizontal grouped bar chart of the factors to the fastest, on a log scale.
    static func chart(_ table: SuiteTable) -> String {
        let labelWidth = 190.0
        let barArea = 640.0
        let valueWidth = 170.0
        let barHeight = 14.0
        let gap = 10.0
        let width = labelWidth + barArea + valueWidth
        let maxFactor = max(table.cells.flatMap { $0.compactMap { $0?.factorToFastest } }.max() ?? 1, 2)
        let scale = barArea / log(maxFactor * 1.05)
        let groupHeight = Double(table.columns.count) * barHeight + gap
        let height = Double(table.rows.count) * groupHeight + 24
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
            + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(escape(table.suite.title))\">\n"
        var y = 4.0
        for (r, label) in table.rows.enumerated() {
            svg += "<text x=\"0\" y=\"\(fmt(y + barHeight - 3))\" font-weight=\"bold\">\(escape(label))</text>\n"
            for (c, column) in table.columns.enumerated() {
                let barY = y + Double(c) * barHeight
                svg +=
                    "<text x=\"\(fmt(labelWidth - 6))\" y=\"\(fmt(barY + barHeight - 3))\" text-anchor=\"end\" fill=\"#555\">\(escape(column))</text>\n"
                guard let cell = table.cells[r][c] else { continue }
                // Length: a floor of 4 px so the fastest bar shows; log scale so 1× … 100× fit.
                let length = max(4, 4 + log(max(cell.factorToFastest, 1)) * scale)
                svg +=
                    "<rect x=\"\(fmt(labelWidth))\" y=\"\(fmt(barY + 1))\" width=\"\(fmt(min(length, barArea)))\" "
                    + "height=\"\(fmt(barHeight - 2))\" fill=\"\(FactorColor.css(cell.factorToFastest))\">"
                    + "<title>\(escape(column)) \(escape(label)): \(escape(Quantity.value(cell.result)))</title></rect>\n"
                svg +=
                    "<text x=\"\(fmt(labelWidth + min(length, barArea) + 4))\" y=\"\(fmt(barY + barHeight - 3))\">"
                    + "\(escape(Quantity.value(cell.result))) ×\(Quantity.factor(cell.factorToFastest))</text>\n"
            }
            y += groupHeight
        }
        svg +=
            "<text x=\"\(fmt(labelWidth))\" y=\"\(fmt(height - 4))\" fill=\"#777\">bar length: factor to the fastest (log scale)</text>\n"
        return svg + "</svg>"
    }

    private static func fmt(_ value: Double) -> String { String(format: "%.1f", value) }

    /// Escapes text for HTML and XML: `&`, `<`, `>`, `"`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
