import ArchKitCLI
import Foundation
import Testing

/// The stats sections of `Docs/` are what `archkit stats … --format markdown` prints now from
/// the package's sources and scenarios: a change of a source file's lines, a type, a test or a
/// widget write fails here until the pages are regenerated with `Scripts/update-stats-docs.sh`.
@MainActor
@Suite("Generated stats sections of Docs/")
struct StatsDocsTests {
    nonisolated static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    nonisolated static let begin = "<!-- BEGIN GENERATED STATS: "
    static let end = "<!-- END GENERATED STATS -->"

    /// The generated sections of one page: the command of each and the text between its markers.
    static func sections(of page: String) -> [(command: [String], text: String)] {
        var sections: [(command: [String], text: String)] = []
        var current: (command: [String], lines: [String])?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(begin), line.hasSuffix(" -->") {
                current = (line.dropFirst(begin.count).dropLast(4).split(separator: " ").map(String.init), [])
            } else if var open = current {
                if line == end {
                    sections.append((open.command, open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            }
        }
        return sections
    }

    /// The pages of `Docs/` that carry a stats section.
    nonisolated static var pages: [String] {
        let docs = root.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return names.filter { name in
            name.hasSuffix(".md")
                && ((try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8))?.contains(begin) ?? false)
        }.sorted()
    }

    @Test func theOverviewCarsAndProductsCarryStats() {
        #expect(Set(["Overview.md", "Cars.md", "Products.md"]).isSubset(of: Self.pages), "\(Self.pages)")
    }

    @Test(arguments: pages)
    func eachPageCarriesTheStatsAsTheCommandPrintsThemNow(page: String) async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs").appendingPathComponent(page), encoding: .utf8)
        let sections = Self.sections(of: text)
        #expect(!sections.isEmpty, "\(page) should carry a generated stats section")
        for section in sections {
            #expect(Array(section.command.prefix(2)) == ["archkit", "stats"])
            let result = await ArchKitCommand.main(arguments: Array(section.command.dropFirst()) + ["--sources", Self.root.path])
            #expect(result.exitCode == 0, "\(result.errorOutput)")
            #expect(
                section.text == "\n" + result.output,
                "\(page) is out of date: run Scripts/update-stats-docs.sh and review the diff")
        }
    }

    @Test func theOverviewIsLinkedFromTheReadmeAndTheArchitecturePage() throws {
        for page in ["README.md", "Docs/Architecture.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            #expect(text.contains("Overview.md"), "\(page) should link Docs/Overview.md")
        }
    }
}
