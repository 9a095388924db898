import Testing

/// The trace sections of `Docs/` are what `archkit trace … --docs` prints now: a change of an
/// architecture that changes a documented path fails here until the pages are regenerated
/// with `Scripts/update-generated-docs.sh trace`.
@MainActor
@Suite("Generated trace sections of Docs/", .serialized)
struct TraceDocsTests {
    @Test(arguments: ["Welcome.md", "Products.md", "Cars.md", "Summary.md"])
    func eachFeaturePageCarriesItsTraceAsTheCommandPrintsItNow(page: String) async throws {
        let sections = try await expectCurrent(kind: "TRACE", page: page)
        #expect(sections.count == 1, "\(page) should carry one generated trace section")
        for section in sections {
            #expect(Array(section.command.prefix(2)) == ["archkit", "trace"], "\(page):\(section.line)")
        }
    }
}
