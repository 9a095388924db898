import BenchmarkKit
import Foundation
import Testing

/// Reports that claim no more than the run measured: percentiles the samples support, factors
/// marked within the noise, one verdict per case, no column that compares nothing, one figure
/// per HTML cell, and case names that `--filter` takes as printed.
@Suite("Reports that do not overstate")
struct HonestReportTests {
    private func fixture(_ name: String) throws -> BenchmarkReport {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        return try ReportFile.load(url.path)
    }

    /// A timed result whose samples spread from 0.8 to 1.2 of `p50`, over `samples` samples.
    private func timed(
        _ name: String, _ column: String, _ p50: Double, samples: Int, rows: Int? = nil, target: Double? = nil
    ) -> CaseResult {
        CaseResult(
            name: name, column: column, rows: rows, unit: "ns", value: p50,
            time: Percentiles(
                p0: p50 * 0.8, p25: p50 * 0.95, p50: p50, p75: p50 * 1.05, p90: p50 * 1.1, p99: p50 * 1.15, p100: p50 * 1.2),
            samples: samples, target: target)
    }

    private func report(_ suites: SuiteResult...) -> BenchmarkReport {
        BenchmarkReport(date: "2026-01-01T00:00:00Z", mode: "quick", machine: SampleReport.make().machine, suites: suites)
    }

    @Test("A percentile is printed only where the samples support it: p90 from 10, p99 from 100")
    func percentilesTheSamplesSupport() throws {
        #expect(Percentiles.minimumSamples(for: 90) == 10)
        #expect(Percentiles.minimumSamples(for: 99) == 100)
        #expect(Percentiles.minimumSamples(for: 25) == 4 && Percentiles.minimumSamples(for: 75) == 4)
        #expect([0.0, 50, 100].allSatisfy { Percentiles.minimumSamples(for: $0) == 1 })
        // A quick list case: 3 samples, so neither p90 nor p99 anywhere.
        let quick = try fixture("quick-scaling.json")
        let terminal = TerminalReport.render(quick)
        #expect(!terminal.contains("p90") && !terminal.contains("p99"))
        let csv = CSVReport.render(quick).split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let p90 = try #require(CSVReport.header.firstIndex(of: "p90"))
        let p99 = try #require(CSVReport.header.firstIndex(of: "p99"))
        #expect(csv.dropFirst().allSatisfy { $0[p90].isEmpty && $0[p99].isEmpty })
        #expect(try JSONReport.render(quick).contains("\"p90\""), "the JSON keeps the raw percentiles")
        // 12 samples support p90, not p99; 5 samples neither: a dash where one result has it.
        let suite = SuiteResult(
            name: "list", title: "List", summary: "s", columns: ["Direct", "MVC"], baselineColumn: "Direct",
            results: [timed("Products.create", "Direct", 1_000, samples: 12), timed("Products.create", "MVC", 2_000, samples: 5)])
        let lines = TerminalReport.render(suite).split(separator: "\n").map(String.init)
        #expect(lines[1].contains("p90") && !lines[1].contains("p99"))
        #expect(lines[2].contains("1.10 µs"), "Direct's p90")
        #expect(lines[3].contains("–") && !lines[3].contains("2.20 µs"), "MVC's p90 from 5 samples is not printed")
        let title = HTMLReport.render(report(suite))
        #expect(title.contains("p90 1.10 µs") && !title.contains("p90 2.20 µs") && !title.contains("p99"))
    }

    @Test("A quick run's scaling suite prints no exponent, one line saying why")
    func noExponentsInQuick() throws {
        let quick = try fixture("quick-scaling.json")
        let lines = TerminalReport.render(quick).split(separator: "\n")
        #expect(lines.filter { $0.contains("k(") || $0.contains("exponent") }.count == 1)
        #expect(quick.suites[0].shownFits.isEmpty)
    }

    @Test("A factor within the run's noise is marked ≈ and not coloured; one beyond it is coloured")
    func noise() throws {
        let sample = SampleReport.make()
        let table = SuiteTable(sample.suites[0])
        let signIn = try #require(table.rows.firstIndex(of: "Welcome.signIn"))
        #expect(table.cells[signIn][1]?.fastestWithinNoise == true, "2.00 µs and 2.00 µs")
        #expect(table.cells[0][1]?.fastestWithinNoise == false, "1.00 µs and 1.50 µs, quartiles apart")
        let terminal = TerminalReport.render(sample.suites[0])
        #expect(terminal.contains("≈1.00") && terminal.contains("1.50") && !terminal.contains("≈1.50"))
        #expect(terminal.contains("≈: within the run's noise"))
        let page = HTMLReport.render(sample)
        #expect(page.contains("<td title=\"MVC Welcome.signIn: p50 2.00 µs · ×≈1.00 the fastest"), "no colour")
        #expect(page.contains("<td style=\"background:\(FactorColor.css(1.5))40\" title=\"MVC Car.editMake"))
        #expect(MarkdownReport.render(sample).contains("2.00 µs ×≈1.00"))
        // The rules themselves.
        let a = timed("x", "A", 100, samples: 10)
        #expect(FactorNoise.isWithinNoise(timed("x", "B", 104, samples: 10), reference: a) == true)
        #expect(FactorNoise.isWithinNoise(timed("x", "B", 120, samples: 10), reference: a) == false)
        var old = a
        old.time?.p25 = nil
        #expect(FactorNoise.isWithinNoise(old, reference: a) == nil, "a report without quartiles cannot tell")
        func bytes(_ value: Double) -> CaseResult { CaseResult(name: "m", column: "A", unit: "bytes", value: value, samples: 3) }
        #expect(FactorNoise.isWithinNoise(bytes(1_000), reference: bytes(1_040)) == true, "within 5 %")
        #expect(FactorNoise.isWithinNoise(bytes(20), reference: bytes(34)) == true, "within 16 B")
        #expect(FactorNoise.isWithinNoise(bytes(300), reference: bytes(600)) == false)
    }

    @Test("Each primitives case has one verdict, against its target; its factor to the floor is a column")
    func oneVerdictPerCase() throws {
        let results = [
            timed("Closure.call", "Floor", 4, samples: 300),
            timed("PassthroughSubject.send1", "Reactive", 48, samples: 300, target: 40),
            timed("PassthroughSubject.send10", "Reactive", 266, samples: 300),
            timed("CurrentValueSubject.mapSink", "Reactive", 49, samples: 300, target: 60),
        ]
        let suite = SuiteResult(
            name: "primitives", title: "Primitives", summary: "s", columns: ["Floor", "Reactive"], baselineColumn: nil,
            results: results, notes: PrimitivesNotes.notes(results))
        #expect(
            suite.notes == ["PassthroughSubject.send10 is one send delivered to ten sinks: 6.65× the closure call per delivery."])
        #expect(suite.notes.allSatisfy { !$0.contains("✓") && !$0.contains("✗") }, "no note judges a case again")
        for text in [TerminalReport.render(suite), MarkdownReport.render(suite), HTMLReport.render(report(suite))] {
            for name in ["PassthroughSubject.send1", "CurrentValueSubject.mapSink"] {
                #expect(verdicts(name, in: text).count == 1, "\(name): \(verdicts(name, in: text))")
            }
        }
        let terminal = TerminalReport.render(suite)
        #expect(terminal.contains("×Floor") && terminal.contains("12.0  ✗ > 40.0 ns"))
        // The committed full run too.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let full = try ReportFile.load(root.appendingPathComponent("Docs/benchmarks-full-run.json").path)
        let primitives = try #require(full.suites.first { $0.name == "primitives" })
        let rendered = TerminalReport.render(primitives)
        for result in primitives.results {
            let found = verdicts(result.name, in: rendered)
            #expect(found.count == (result.target == nil ? 0 : 1), "\(result.name): \(found) in the full run")
        }
    }

    /// The marks (✓, ✗) on the lines of `text` that name the case `name` (and not a longer name).
    private func verdicts(_ name: String, in text: String) -> Set<Character> {
        let lines = text.split(separator: "\n").filter { line in
            line.ranges(of: name).contains { range in
                range.upperBound == line.endIndex || !(line[range.upperBound].isLetter || line[range.upperBound].isNumber)
            }
        }
        return Set(lines.flatMap { $0.filter { $0 == "✓" || $0 == "✗" } })
    }

    @Test("No factor column that compares nothing")
    func noEmptyComparison() throws {
        let sample = SampleReport.make()
        let primitives = TerminalReport.render(sample.suites[3])
        #expect(!primitives.contains("×fastest"), "one engine per case: ×fastest would read 1.00 everywhere")
        #expect(primitives.contains("×Floor"))
        let direct = sample.selecting(CaseFilter("^binding/"), columns: { $0 == "Direct" }).suites[0]
        let one = TerminalReport.render(direct)
        #expect(!one.contains("×fastest") && !one.contains("×Direct"), "a suite with one column: \(one)")
        #expect(!MarkdownReport.render(direct).contains("geometric mean"))
        // A row with one value (the memory suite's engine bindings) has no factor.
        let memory = SuiteTable(sample.suites[2])
        let sink = try #require(memory.rows.firstIndex(of: "Sink.binding"))
        #expect(memory.cells[sink].compactMap { $0 }.allSatisfy { $0.factorToFastest == nil })
        #expect(memory.listedRows == [sink] && memory.matrixRows == [0])
    }

    @Test("HTML: one figure per cell, details on hover, the engines in their own table, nothing wider than the page")
    func htmlCells() throws {
        let page = HTMLReport.render(SampleReport.make())
        #expect(!page.contains("<br>") && !page.contains("<small>"))
        let cells = page.matches(of: try Regex("<td[^>]*>([^<]*)")).map { String($0.output[1].substring ?? "") }
        for cell in cells {
            let figures = cell.matches(of: try Regex("[0-9]+(\\.[0-9]+)?")).count
            #expect(figures <= 1, "\(cell)")
        }
        #expect(page.contains("title=\"Direct Car.editMake: p50 1.00 µs"))
        let engines = try #require(page.components(separatedBy: "<table class=\"engines\">").dropFirst().first)
        #expect(engines.contains("PassthroughSubject.send1"))
        let memory = try #require(page.components(separatedBy: "<section id=\"memory\">").dropFirst().first)
        let matrix = try #require(memory.components(separatedBy: "</table>").first)
        #expect(!matrix.contains("<th>Reactive</th>"), "the engines leave the memory matrix")
        #expect(memory.contains("<table class=\"engines\">") && memory.contains("Sink.binding"))
        #expect(page.contains(".wide { max-width: 100%; overflow-x: auto; }"))
    }

    @Test("A case name as printed, Products.create@10000, works with --filter; a number is matched whole")
    func filterByPrintedName() {
        let filter = CaseFilter("Products.create@10000")
        #expect(filter.matches(suite: "list", name: "Products.create", column: "MVC", rows: 10_000))
        #expect(!filter.matches(suite: "list", name: "Products.create", column: "MVC", rows: 1_000))
        #expect(!CaseFilter("Products.create@1000").matches(suite: "list", name: "Products.create", column: "MVC", rows: 10_000))
        #expect(CaseFilter("Products.create@1000$").matches(suite: "list", name: "Products.create", column: "MVC", rows: 1_000))
        #expect(
            CaseFilter("list/Products.create@1000/MVC").matches(
                suite: "list", name: "Products.create", column: "MVC", rows: 1_000))
        #expect(!CaseFilter("send1").matches(suite: "primitives", name: "PassthroughSubject.send10", column: "Reactive"))
        #expect(CaseFilter("send1").matches(suite: "primitives", name: "PassthroughSubject.send1", column: "Reactive"))
        let sample = SampleReport.make()
        let label = SuiteTable(sample.suites[1]).rows[1]
        #expect(label == "Products.create@10000")
        let selected = sample.selecting(CaseFilter(label))
        #expect(selected.suites.flatMap(\.results).map(\.rows) == [10_000, 10_000])
    }
}
