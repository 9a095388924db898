import ArchKitCLI
import CommandLineKit
import Foundation
import Testing

/// A section of a Docs page that a command writes: a line
/// `<!-- BEGIN GENERATED <KIND>: archkit … -->`, a blank line, what the command prints, a blank
/// line, and `<!-- END GENERATED <KIND> -->`. One shape for every kind (`STATS`, `TRACE`);
/// `Scripts/update-generated-docs.sh <kind>` rewrites them all, and ``expectCurrent(kind:page:extraArguments:)``
/// checks one page's.
struct GeneratedSection: Equatable {
    /// The command the begin marker names, split at spaces (`["archkit", "stats", …]`).
    var command: [String]
    /// The 1-based line of the begin marker in the page.
    var line: Int
    /// The lines between the markers.
    var body: [String]

    /// The package's root: three folders above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func begin(_ kind: String) -> String { "<!-- BEGIN GENERATED \(kind): " }
    static func end(_ kind: String) -> String { "<!-- END GENERATED \(kind) -->" }

    /// The sections of `kind` in `page`'s text, in order.
    /// - Throws: A message naming the page and line of a section whose end marker is missing.
    static func sections(of text: String, kind: String, page: String) throws -> [GeneratedSection] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var sections: [GeneratedSection] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(begin(kind)), line.hasSuffix(" -->") else {
                index += 1
                continue
            }
            guard let close = lines[(index + 1)...].firstIndex(of: end(kind)) else {
                throw GeneratedSectionError("\(page):\(index + 1): the section has no \(end(kind).quoted)")
            }
            let command = line.dropFirst(begin(kind).count).dropLast(4).split(separator: " ").map(String.init)
            sections.append(GeneratedSection(command: command, line: index + 1, body: Array(lines[(index + 1)..<close])))
            index = close + 1
        }
        return sections
    }

    /// The pages of `Docs/` that carry a section of `kind`, by file name.
    static func pages(kind: String) -> [String] {
        let docs = root.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return names.filter { name in
            name.hasSuffix(".md")
                && ((try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8))?.contains(begin(kind)) ?? false)
        }.sorted()
    }

    /// What the page should carry between the markers for a command's `output`.
    static func body(for output: String) -> [String] {
        var text = output
        while text.hasSuffix("\n") { text.removeLast() }
        return [""] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [""]
    }

    /// Where `actual` (the page's section) first differs from `expected`, as a sentence; `nil`
    /// when they are the same.
    static func firstDifference(_ actual: [String], _ expected: [String]) -> String? {
        guard actual != expected else { return nil }
        let index =
            zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actual.count, expected.count)
        let said = { (lines: [String]) in index < lines.count ? lines[index].quoted : "nothing (the section ends)" }
        return "first at its line \(index + 1): the page has \(said(actual)), the command prints \(said(expected))"
    }
}

/// A page's generated sections cannot be read.
struct GeneratedSectionError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Expects every `kind` section of `Docs/<page>` to be what its command prints now (run
/// in-process, with `extraArguments` after what the marker names), and records one issue per
/// stale section: the page and the marker's line, the command, and the first differing line.
/// - Returns: The sections checked, so a test can ask for more of them.
@MainActor
@discardableResult
func expectCurrent(
    kind: String, page: String, extraArguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) async throws -> [GeneratedSection] {
    let path = "Docs/\(page)"
    let text = try String(contentsOf: GeneratedSection.root.appendingPathComponent(path), encoding: .utf8)
    let sections = try GeneratedSection.sections(of: text, kind: kind, page: path)
    for section in sections {
        let place = "\(path):\(section.line), the \(kind) section `\(section.command.joined(separator: " "))`"
        guard section.command.first == "archkit" else {
            Issue.record("\(place): its command should start with archkit", sourceLocation: sourceLocation)
            continue
        }
        let result = await ArchKitCommand.main(arguments: Array(section.command.dropFirst()) + extraArguments)
        guard result.exitCode == 0 else {
            Issue.record("\(place): the command failed: \(result.errorOutput)", sourceLocation: sourceLocation)
            continue
        }
        if let difference = GeneratedSection.firstDifference(section.body, GeneratedSection.body(for: result.output)) {
            let message =
                "\(place) is out of date, \(difference); run Scripts/update-generated-docs.sh "
                + "\(kind.lowercased()) and review the diff"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
    return sections
}
