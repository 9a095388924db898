import Foundation
import Testing

/// Swift code in `Docs/` is quoted from the sources, not written beside them: every ```swift
/// block follows a `<!-- verbatim: Sources/… -->` line naming its file, and its lines must stand
/// in that file in the same order, one after another (leading white space aside, since a
/// quoted member loses its type's indentation). Blocks inside generated excerpt sections are
/// left to `DocsExcerptTests`, which regenerates them from the sources.
@Suite("Docs quote the sources verbatim")
struct DocsSnippetTests {
    /// One quoted block.
    struct Snippet: CustomStringConvertible {
        var page: String
        var line: Int
        var source: String?
        var lines: [String]
        var description: String { "\(page):\(line)" }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift blocks of a Markdown text, with the file each names.
    static func snippets(in text: String, page: String) -> [Snippet] {
        let lines = text.components(separatedBy: "\n")
        var found: [Snippet] = []
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix(ExcerptPage.begin) {
                while index < lines.count, lines[index] != ExcerptPage.end { index += 1 }
                index += 1
                continue
            }
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let marker = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let source = marker.flatMap { marker -> String? in
                // Indented inside a list item or not.
                let line = marker.trimmingCharacters(in: .whitespaces)
                guard line.hasPrefix("<!-- verbatim: "), line.hasSuffix(" -->") else { return nil }
                return String(line.dropFirst("<!-- verbatim: ".count).dropLast(" -->".count))
            }
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            found.append(Snippet(page: page, line: index - body.count, source: source, lines: body))
            index += 1
        }
        return found
    }

    /// Whether `snippet`'s lines stand in `source` consecutively, leading white space aside.
    static func occurs(_ snippet: [String], in source: String) -> Bool {
        let wanted = snippet.map { $0.trimmingCharacters(in: .whitespaces) }
        let lines = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !wanted.isEmpty, wanted.count <= lines.count else { return false }
        return (0...(lines.count - wanted.count)).contains { Array(lines[$0..<($0 + wanted.count)]) == wanted }
    }

    static var allSnippets: [Snippet] {
        let docs = root.appendingPathComponent("Docs")
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return pages.filter { $0.hasSuffix(".md") }.sorted().flatMap { page in
            let text = (try? String(contentsOf: docs.appendingPathComponent(page), encoding: .utf8)) ?? ""
            return snippets(in: text, page: "Docs/\(page)")
        }
    }

    @Test func theDocsQuoteSomeCode() {
        #expect(!Self.allSnippets.isEmpty)
    }

    @Test(arguments: allSnippets)
    func eachSwiftBlockStandsInTheFileItNames(snippet: Snippet) throws {
        let source = try #require(snippet.source, "\(snippet): a ```swift block without a <!-- verbatim: path --> line")
        let text = try String(contentsOf: Self.root.appendingPathComponent(source), encoding: .utf8)
        #expect(Self.occurs(snippet.lines, in: text), "\(snippet): no longer stands verbatim in \(source)")
    }

    @Test func theCheckFindsADriftedQuoteAndAMissingSource() {
        let source = "func f() {\n    do {\n        try g()\n    }\n}\n"
        #expect(Self.occurs(["do {", "    try g()", "}"], in: source))
        #expect(!Self.occurs(["do {", "    try h()", "}"], in: source))
        #expect(!Self.occurs(["try g()", "do {"], in: source), "order counts")
        let page = "<!-- verbatim: Sources/A.swift -->\n```swift\nlet a = 1\n```\n\n```swift\nlet b = 2\n```\n"
        let found = Self.snippets(in: page, page: "Docs/X.md")
        #expect(found.map(\.source) == ["Sources/A.swift", nil])
        #expect(found.map(\.lines) == [["let a = 1"], ["let b = 2"]])
        let generated = "\(ExcerptPage.begin)E -->\n```swift\nlet c = 3\n```\n\(ExcerptPage.end)\n```swift\nlet d = 4\n```\n"
        #expect(Self.snippets(in: generated, page: "Docs/Y.md").map(\.lines) == [["let d = 4"]], "generated blocks are skipped")
    }
}
