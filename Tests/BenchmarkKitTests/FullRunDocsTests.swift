import BenchmarkKit
import Foundation
import Testing

/// Docs/Benchmarks.md and the README quote the committed full run
/// (`Docs/benchmarks-full-run.json`); these tests fail when a quote drifts from the file, so a
/// new run committed without its docs (or docs edited by hand) is caught.
@Suite("The docs quote the committed full run")
struct FullRunDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func fullRun() throws -> BenchmarkReport {
        try ReportFile.load(Self.root.appendingPathComponent("Docs/benchmarks-full-run.json").path)
    }

    /// Every suite's table on the page is the suite rendered with `--format markdown` (its
    /// heading one level down, under "One full run").
    @Test func benchmarksPageCarriesEachSuiteAsRendered() throws {
        let page = try text("Docs/Benchmarks.md")
        let report = try fullRun()
        #expect(!report.suites.isEmpty)
        for suite in report.suites {
            let quoted = page.contains("#" + MarkdownReport.render(suite))
            #expect(quoted, "Docs/Benchmarks.md lacks the \(suite.name) table as the full run renders it")
        }
    }

    /// The page names the run it quotes: the report's time (to the minute) and the machine's CPU.
    @Test func benchmarksPageNamesTheRunsDateAndMachine() throws {
        let page = try text("Docs/Benchmarks.md")
        let report = try fullRun()
        let time = report.date.split(separator: "T").last.map { String($0.prefix(5)) } ?? ""
        let namesTime = page.contains("(the report's date: \(time) UTC)")
        let namesCPU = page.contains("`lscpu` model name \"\(report.machine.cpu)\"")
        #expect(namesTime, "Docs/Benchmarks.md does not name the run's time, \(time) UTC")
        #expect(namesCPU, "Docs/Benchmarks.md does not name the run's CPU, \(report.machine.cpu)")
    }

    /// The README's excerpt is the first lines of the binding suite as `--format table` prints
    /// it, and its geometric-mean line is the suite's.
    @Test func readmeExcerptIsTheBindingTableAsPrinted() throws {
        let readme = try text("README.md")
        let report = try fullRun()
        let binding = try #require(report.suites.first { $0.name == "binding" })
        let lines = TerminalReport.render(binding).split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines.prefix(11).joined(separator: "\n")
        let quotesTable = readme.contains(head + "\n…\n")
        #expect(quotesTable, "README's excerpt differs from the binding table's first lines")
        let mean = try #require(lines.first { $0.hasPrefix("geometric mean ×Direct") })
        let quotesMean = readme.contains("…\n" + mean + "\n```")
        #expect(quotesMean, "README's mean line: \(mean)")
    }
}
