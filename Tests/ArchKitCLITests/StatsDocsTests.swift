import Foundation
import Testing

/// The stats sections of `Docs/` are what `archkit stats … --format markdown` prints now from
/// the package's sources and scenarios: a change of a source file's lines, a type, a test or a
/// widget write fails here until the pages are regenerated with
/// `Scripts/update-generated-docs.sh stats`.
@MainActor
@Suite("Generated stats sections of Docs/")
struct StatsDocsTests {
    nonisolated static let pages = GeneratedSection.pages(kind: "STATS")

    @Test func theOverviewCarsAndProductsCarryStats() {
        #expect(Set(["Overview.md", "Cars.md", "Products.md"]).isSubset(of: Self.pages), "\(Self.pages)")
    }

    @Test(arguments: pages)
    func eachPageCarriesTheStatsAsTheCommandPrintsThemNow(page: String) async throws {
        let sections = try await expectCurrent(
            kind: "STATS", page: page, extraArguments: ["--sources", GeneratedSection.root.path])
        #expect(!sections.isEmpty, "\(page) should carry a generated stats section")
        for section in sections {
            #expect(Array(section.command.prefix(2)) == ["archkit", "stats"], "\(page):\(section.line)")
        }
    }

    @Test func theOverviewIsLinkedFromTheReadmeAndTheArchitecturePage() throws {
        for page in ["README.md", "Docs/Architecture.md"] {
            let text = try String(contentsOf: GeneratedSection.root.appendingPathComponent(page), encoding: .utf8)
            #expect(text.contains("Overview.md"), "\(page) should link Docs/Overview.md")
        }
    }
}
