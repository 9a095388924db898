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
            .wide { max-width: 100%; overflow-x: auto; } td[title] { cursor: help; }
            </style>
            </head>
            <body>
            <h1>archkit-bench: what each architecture's binding costs</h1>
            <p>\(escape(report.mode)) run, \(escape(report.date)) · \(machine.cores) cores · \(escape(machine.cpu)) · Swift \(escape(machine.swift)) · \(escape(machine.build)) build</p>
            <p>Each cell holds one figure: the median (p50) per event, or bytes; hover over it for its factors, percentiles, samples, writes and target. A cell's colour is its factor to the fastest column of its row, from green (1.0) to red (4.0 and above), as in js-framework-benchmark; a cell within the run's noise of the fastest (≈) is left white. The engines, which no architecture column compares, have a table of their own.</p>
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
        out += HTMLTable.render(table)
        if !suite.shownFits.isEmpty {
            out += "<table>\n<tr><th>operation</th><th>column</th><th>k (time ∝ rows^k)</th></tr>\n"
            for fit in suite.shownFits {
                out +=
                    "<tr><td>\(escape(fit.name))</td><td>\(escape(fit.column))</td><td>\(escape(fit.exponentText))</td></tr>\n"
            }
            out += "</table>\n"
        }
        if let note = suite.unfitNote { out += "<p>\(escape(note))</p>\n" }
        if let note = table.factorNote { out += "<p>\(escape(note))</p>\n" }
        if let note = table.noiseNote { out += "<p>\(escape(note))</p>\n" }
        for note in suite.notes { out += "<p class=\"note\">\(escape(note))</p>\n" }
        return out + "</section>\n"
    }

    /// A horizontal grouped bar chart on a log scale: per case, its name on a line of its own,
    /// then one bar per column that has a value (a column without one gets no label and no bar).
    ///
    /// Bars are the factor to the fastest column of the row; in a suite where no row has two
    /// columns to compare (the primitives: one engine per case), they are the factor to the
    /// suite's floor (the smallest value of its first column, the closure call), with a tick at
    /// each case's target. The SVG scales to the page's width (`viewBox`, `width: 100%`), so a
    /// narrow window does not scroll sideways.
    static func chart(_ table: SuiteTable) -> String {
        let columnWidth = 120.0
        let barArea = 520.0
        let valueWidth = 260.0
        let barHeight = 16.0
        let labelHeight = 18.0
        let gap = 10.0
        let width = columnWidth + barArea + valueWidth
        let floor = chartFloor(table)
        func factor(_ cell: SuiteTable.Cell) -> Double {
            floor.map { SuiteTable.comparable(cell.result) / $0.value } ?? cell.factorToFastest ?? 1
        }
        func noise(_ cell: SuiteTable.Cell) -> Bool {
            (floor == nil ? cell.fastestWithinNoise : cell.floorWithinNoise) == true
        }
        // Against the fastest: the factor's colour, grey within the noise. Against the floor,
        // where every engine is many times the closure call: green or red by the case's one
        // verdict, its target; grey without one.
        func colour(_ cell: SuiteTable.Cell, _ shown: Double) -> String {
            guard floor != nil else {
                return noise(cell) || cell.factorToFastest == nil ? FactorColor.noise : FactorColor.css(shown)
            }
            guard let target = cell.result.target else { return FactorColor.noise }
            return FactorColor.css(cell.result.value <= target ? 1 : FactorColor.redAt)
        }
        let cells = table.cells.flatMap { $0.compactMap { $0 } }
        let targets = floor.map { floor in cells.compactMap { $0.result.target.map { $0 / floor.value } } } ?? []
        let maxFactor = max((cells.map(factor) + targets).max() ?? 1, 2)
        let scale = (barArea - 4) / log(maxFactor * 1.05)
        func length(_ factor: Double) -> Double { min(4 + log(max(factor, 1)) * scale, barArea) }
        let height = table.cells.reduce(0) { $0 + labelHeight + Double($1.compactMap { $0 }.count) * barHeight + gap } + 24
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
            + "style=\"width: 100%; max-width: \(Int(width))px; height: auto\" role=\"img\" "
            + "aria-label=\"\(escape(table.suite.title))\">\n"
        var y = 4.0
        for (r, label) in table.rows.enumerated() {
            svg += "<text x=\"0\" y=\"\(fmt(y + labelHeight - 5))\" font-weight=\"bold\">\(escape(label))</text>\n"
            y += labelHeight
            for (c, column) in table.columns.enumerated() {
                guard let cell = table.cells[r][c] else { continue }
                let shown = factor(cell)
                let bar = length(shown)
                svg +=
                    "<text x=\"\(fmt(columnWidth - 6))\" y=\"\(fmt(y + barHeight - 4))\" text-anchor=\"end\" fill=\"#555\">"
                    + "\(escape(column))</text>\n"
                svg +=
                    "<rect x=\"\(fmt(columnWidth))\" y=\"\(fmt(y + 1))\" width=\"\(fmt(bar))\" "
                    + "height=\"\(fmt(barHeight - 2))\" fill=\"\(colour(cell, shown))\">"
                    + "<title>\(escape(column)) \(escape(label)): \(escape(Quantity.value(cell.result)))</title></rect>\n"
                var text = Quantity.value(cell.result)
                if let compared = floor == nil ? cell.factorToFastest : cell.factorToFloor {
                    text += " ×" + FactorNoise.text(compared, withinNoise: noise(cell))
                }
                var end = bar
                if let floor, let target = cell.result.target {
                    end = max(bar, length(target / floor.value))
                    let tick = columnWidth + length(target / floor.value)
                    svg +=
                        "<line x1=\"\(fmt(tick))\" x2=\"\(fmt(tick))\" y1=\"\(fmt(y - 1))\" y2=\"\(fmt(y + barHeight + 1))\" "
                        + "stroke=\"#222\" stroke-width=\"2\"><title>target</title></line>\n"
                    text += " · target " + (Quantity.target(cell.result) ?? "")
                }
                svg +=
                    "<text x=\"\(fmt(columnWidth + end + 6))\" "
                    + "y=\"\(fmt(y + barHeight - 4))\">\(escape(text))</text>\n"
                y += barHeight
            }
            y += gap
        }
        let legend =
            floor.map { "bar length: factor to the floor (\($0.label), log scale); black tick: the case's target" }
            ?? "bar length: factor to the fastest column of the case (log scale)"
        svg += "<text x=\"\(fmt(columnWidth))\" y=\"\(fmt(height - 4))\" fill=\"#777\">\(escape(legend))</text>\n"
        return svg + "</svg>"
    }

    /// The floor a suite is charted against when no row has two columns to compare: the
    /// smallest value of its first column, with a label ("Floor Closure.call, 0.40 ns"); `nil`
    /// when rows compare columns.
    static func chartFloor(_ table: SuiteTable) -> (value: Double, label: String)? {
        guard let floor = table.floor else { return nil }
        return (SuiteTable.comparable(floor), "\(floor.column) \(floor.label), \(Quantity.value(floor))")
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
