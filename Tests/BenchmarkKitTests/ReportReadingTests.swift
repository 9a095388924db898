import Foundation
import Testing

@testable import BenchmarkKit

/// Reports that read right: the smallest report for each behaviour is a file in `Fixtures/`.
@Suite("Reports a reader can trust")
struct ReportReadingTests {
    private func fixture(_ name: String) throws -> BenchmarkReport {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return try ReportFile.load(url.path)
    }

    @Test("Notes follow --filter and --arch on a saved report")
    func notesFollowTheSelection() throws {
        let report = try fixture("notes-after-filter.json")
        let filtered = report.selecting(CaseFilter("bindingAfterUnsubscribe"))
        #expect(filtered.suites[0].notes.isEmpty)
        #expect(!TerminalReport.render(filtered).contains("listAfterPop"))
        let kept = report.selecting(CaseFilter("listAfterPop"))
        #expect(kept.suites[0].notes == report.suites[0].notes)
        #expect(report.selecting(CaseFilter(nil)) { $0 != "Redux" }.suites.isEmpty)
    }

    @Test("A saved run names the columns --arch asks for that it lacks")
    func lackingColumns() {
        let report = SampleReport.make()
        let present = Array(Set(report.suites.flatMap(\.columns))).sorted()
        #expect(report.lacking(columns: present).isEmpty)
        #expect(report.lacking(columns: ["VIPER", present[0], "TCA"]) == ["VIPER", "TCA"])
    }

    /// A run saved before the quartiles were kept (the committed full run) says so, since its
    /// factors then carry no noise marks; the sample report, which has them, does not.
    @Test func aReportWithoutQuartilesIsKnownForIt() throws {
        #expect(!SampleReport.make().lacksQuartiles)
        var old = SampleReport.make()
        let suite = try #require(old.suites.firstIndex { $0.results.contains { $0.time != nil && $0.unit != "bytes" } })
        let result = try #require(old.suites[suite].results.firstIndex { $0.time != nil && $0.unit != "bytes" })
        old.suites[suite].results[result].time?.p25 = nil
        #expect(old.lacksQuartiles)
    }

    /// `--from X --arch Y` where X has none of Y's columns is an error naming what X has, not
    /// a note followed by every other column (Docs/peers-run.json has no architecture at all).
    @Test func anArchThatSelectsNoColumnOfASavedRunIsAnError() throws {
        let report = SampleReport.make()
        let present = Array(Set(report.suites.flatMap(\.columns))).sorted()
        #expect(report.noColumnError(named: ["VIPER", present[0]], path: "run.json") == nil)
        let message = try #require(report.noColumnError(named: ["VIPER", "TCA"], path: "run.json"))
        #expect(message.hasPrefix("Error: 'run.json' has none of the columns --arch names (VIPER, TCA); it has: "))
        #expect(present.allSatisfy { message.contains($0) })
    }

    @Test("Whole counts print as integers, fractions with the digits they have")
    func wholeCounts() throws {
        #expect(Quantity.count(3) == "3")
        #expect(Quantity.count(11) == "11")
        #expect(Quantity.count(1.5) == "1.5")
        #expect(Quantity.count(1.0 / 3) == "0.33")
        let report = try fixture("writes-per-event.json")
        let terminal = TerminalReport.render(report)
        #expect(terminal.contains(" 3  ") && terminal.contains(" 11  ") && terminal.contains(" 1.5"))
        #expect(!terminal.contains("3.00") && !terminal.contains("11.0"))
        #expect(MarkdownReport.render(report).contains("(11 w)"))
        #expect(HTMLReport.render(report).contains("11 writes"))
    }

    @Test("Memory factors use the allocator's noise floor, and the report says what a factor means")
    func memoryFloor() throws {
        let report = try fixture("memory-noise.json")
        let table = SuiteTable(report.suites[0])
        let factors = table.cells.map { $0.map { $0?.factorToFastest } }
        #expect(factors[0] == [1, 21.0 / 16], "2 B and 21 B: ×1.31, not ×10.5")
        #expect(factors[1] == [1, 6], "0 B and 96 B: ×6.00, not both ×1.00")
        let note = try #require(table.factorNote)
        #expect(note.contains("16 B"))
        for text in [TerminalReport.render(report), MarkdownReport.render(report), HTMLReport.render(report)] {
            #expect(text.contains("A memory factor is"))
        }
        #expect(SuiteTable(SampleReport.make().suites[0]).factorNote == nil, "no note for timed suites")
    }

    @Test("A fit through too few or too close sizes is not shown: one line says why")
    func scalingFits() throws {
        let report = try fixture("quick-scaling.json")
        let fit = report.suites[0].fits[0]
        #expect(!fit.isMeaningful)
        let line =
            "No exponent k is shown for 1 fit: 2 sizes (100, 1000); a fit needs 3 or more, the largest at least 10× the smallest."
        #expect(report.suites[0].unfitNote == line)
        let terminal = TerminalReport.render(report)
        #expect(!terminal.contains("k(") && !terminal.contains("-0.37"))
        #expect(terminal.components(separatedBy: line).count - 1 == 1)
        let markdown = MarkdownReport.render(report)
        #expect(!markdown.contains("Fitted exponents") && !markdown.contains("-0.37") && markdown.contains(line))
        let html = HTMLReport.render(report)
        #expect(!html.contains("k (time") && !html.contains("-0.37") && html.contains(HTMLReport.escape(line)))
        #expect(ScalingFit(name: "a", column: "b", exponent: 1, rows: [1_000, 10_000, 100_000]).isMeaningful)
        #expect(!ScalingFit(name: "a", column: "b", exponent: 1, rows: [1_000, 2_000, 4_000]).isMeaningful)
        #expect(!ScalingFit.canFit(rows: [250, 1_000]) && ScalingFit.canFit(rows: [1_000, 10_000, 100_000]))
    }
}

@Suite("HTML charts")
struct HTMLChartTests {
    private func fixture(_ name: String) throws -> BenchmarkReport {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return try ReportFile.load(url.path)
    }

    /// The `y` of every `<text>` in a chart, with whether it is a case label (bold).
    private func texts(_ svg: String) -> [(y: String, bold: Bool, text: String)] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<text") }.map { line in
            let y = line.split(separator: "y=\"")[1].split(separator: "\"")[0]
            let text = line.split(separator: ">")[1].split(separator: "<").first.map(String.init) ?? ""
            return (String(y), line.contains("font-weight=\"bold\""), text)
        }
    }

    @Test("A case's name has a line of its own: no column label shares it")
    func labelsDoNotOverprint() throws {
        let table = SuiteTable(try fixture("long-names.json").suites[0])
        let all = texts(HTMLReport.chart(table))
        let labels = all.filter(\.bold)
        #expect(labels.map(\.text) == table.rows)
        for label in labels { #expect(all.filter { $0.y == label.y }.count == 1, "\(label.text) shares its line") }
    }

    @Test("Only columns with a value get a label and a bar")
    func noLabelWithoutValue() throws {
        let table = SuiteTable(try fixture("long-names.json").suites[0])
        let svg = HTMLReport.chart(table)
        let values = table.cells.flatMap { $0.compactMap { $0 } }.count
        #expect(svg.components(separatedBy: "<rect").count - 1 == values)
        #expect(texts(svg).filter { !$0.bold && ["Direct", "MVC", "ReactiveMVVM", "Redux"].contains($0.text) }.count == values)
    }

    @Test("The chart scales to the page instead of a fixed width")
    func scales() throws {
        let svg = HTMLReport.chart(SuiteTable(try fixture("long-names.json").suites[0]))
        #expect(svg.contains("style=\"width: 100%; max-width: 900px; height: auto\""))
        #expect(!svg.contains(" width=\"900\""))
    }

    @Test("The primitives are charted against their floor, with their targets")
    func primitivesAgainstTheFloor() throws {
        let table = SuiteTable(try fixture("primitives.json").suites[0])
        let svg = HTMLReport.chart(table)
        #expect(svg.contains("factor to the floor (Floor Closure.call, 0.40 ns"))
        #expect(svg.contains("3.50 ns ×8.75 · target ✓ ≤ 4.00 ns"))
        #expect(svg.contains("9.00 ns ×22.5 · target ✗ &gt; 6.00 ns"))
        #expect(svg.components(separatedBy: "<line").count - 1 == 2, "a tick per target")
        #expect(!HTMLReport.chart(SuiteTable(SampleReport.make().suites[0])).contains("floor"), "rows that compare columns")
    }
}
