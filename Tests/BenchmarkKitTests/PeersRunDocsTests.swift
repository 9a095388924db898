import BenchmarkKit
import Foundation
import Testing

/// Docs/Benchmarks.md's section on the peers ("The engines beside Combine, RxSwift and ReSwift")
/// quotes the committed run of Benchmarks/Peers (`Docs/peers-run.json`); these tests fail when
/// the quote drifts from the file, so the figures stay checkable.
@Suite("The docs quote the committed peers run")
struct PeersRunDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func page() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("Docs/Benchmarks.md"), encoding: .utf8)
    }

    func peersRun() throws -> BenchmarkReport {
        try ReportFile.load(Self.root.appendingPathComponent("Docs/peers-run.json").path)
    }

    /// The run measured every engine beside its peers: the reactive core beside OpenCombine and
    /// RxSwift, the store beside ReSwift.
    @Test func runHasEveryColumn() throws {
        let suite = try #require(try peersRun().suites.first { $0.name == "peers" })
        let measured = Set(suite.results.map(\.column))
        for column in ["Floor", "Reactive", "OpenCombine", "RxSwift", "ReduxStore", "ReSwift"] {
            #expect(measured.contains(column), "Docs/peers-run.json has no \(column) column")
        }
    }

    /// The section carries the suite as `archkit-bench --from Docs/peers-run.json --format
    /// markdown` renders it (its heading one level down), and names the run's time and CPU.
    @Test func sectionCarriesTheRunAsRendered() throws {
        let page = try page()
        let report = try peersRun()
        let start = try #require(page.range(of: "## The engines beside Combine, RxSwift and ReSwift"))
        let section = page[start.lowerBound...].split(separator: "\n## ", maxSplits: 1).first.map(String.init) ?? ""
        for suite in report.suites {
            let quoted = section.contains("#" + MarkdownReport.render(suite))
            #expect(quoted, "the peers section lacks the \(suite.name) table as Docs/peers-run.json renders it")
        }
        let time = report.date.split(separator: "T").last.map { String($0.prefix(5)) } ?? ""
        #expect(section.contains("(the report's date: \(time) UTC)"), "the peers section does not name \(time) UTC")
        #expect(
            section.contains("`lscpu` model name \"\(report.machine.cpu)\""),
            "the peers section does not name the CPU, \(report.machine.cpu)")
    }
}
