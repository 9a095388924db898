import ArchKitCLI
import Foundation
import Testing

/// The trace sections of `Docs/` are what `archkit trace … --docs` prints now: a change of an
/// architecture that changes a documented path fails here until the pages are regenerated
/// with `Scripts/update-trace-docs.sh`.
@MainActor
@Suite("Generated trace sections of Docs/")
struct TraceDocsTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs")
    static let begin = "<!-- BEGIN GENERATED TRACE: "
    static let end = "<!-- END GENERATED TRACE -->"

    /// The generated sections of one page: the command of each and its text, markers included.
    static func sections(of page: String) -> [(command: [String], text: String)] {
        var sections: [(command: [String], text: String)] = []
        var current: (command: [String], lines: [String])?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(begin), line.hasSuffix(" -->") {
                let command = line.dropFirst(begin.count).dropLast(4).split(separator: " ").map(String.init)
                current = (command, [line])
            } else if var open = current {
                open.lines.append(line)
                current = open
                if line == end {
                    sections.append((open.command, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                }
            }
        }
        return sections
    }

    @Test(arguments: ["Welcome.md", "Products.md", "Cars.md", "Summary.md"])
    func eachFeaturePageCarriesItsTraceAsTheCommandPrintsItNow(page: String) async throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent(page), encoding: .utf8)
        let sections = Self.sections(of: text)
        #expect(sections.count == 1, "\(page) should carry one generated trace section")
        for section in sections {
            #expect(section.command.first == "archkit")
            let result = await ArchKitCommand.main(arguments: Array(section.command.dropFirst()))
            #expect(result.exitCode == 0, "\(result.errorOutput)")
            #expect(
                section.text == result.output,
                "\(page) is out of date: run Scripts/update-trace-docs.sh and review the diff")
        }
    }
}
