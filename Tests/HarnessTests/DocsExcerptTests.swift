import Foundation
import Harness
import Testing

/// The feature pages show one event in every architecture as the sources have it now: each
/// section between `<!-- BEGIN GENERATED EXCERPTS: … -->` and `<!-- END GENERATED EXCERPTS -->` is
/// what ``ExcerptPage`` generates from the declarations its EXCERPTS comment names. After a change
/// of the code, regenerate and review the diff:
/// `RECORD_SNAPSHOTS=1 swift test --filter DocsExcerptTests`.
@Suite("Docs show each architecture's code, generated from the sources")
struct DocsExcerptTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let architectures = Architecture.allCases.map(\.name)

    static func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: ["Welcome.md", "Products.md", "Cars.md", "Summary.md"])
    func eachFeaturePageShowsItsEventAsTheSourcesHaveIt(page: String) throws {
        let name = "Docs/\(page)"
        let text = try #require(Self.read(name), "cannot read \(name)")
        let sections = try ExcerptPage.sections(of: text, page: name, architectures: Self.architectures)
        #expect(!sections.isEmpty, "\(name) should show at least one event in every architecture")
        let generated = try ExcerptPage.regenerate(text, page: name, architectures: Self.architectures, read: Self.read)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil, generated != text {
            try generated.write(to: Self.root.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return
        }
        let message =
            "\(name) is out of date at line \(Self.firstDifference(text, generated)): regenerate with "
            + "`RECORD_SNAPSHOTS=1 swift test --filter DocsExcerptTests` and review the diff"
        if generated != text { Issue.record(Comment(rawValue: message)) }
    }

    /// The 1-based line where two texts first differ.
    static func firstDifference(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        return (zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)) + 1
    }

    // MARK: - The drift check, on a page and sources of its own

    static let presenter = """
        final class Presenter {
            func saveButtonTapped() {
                didSave()
            }
        }
        """
    static let page = """
        # Page

        <!-- EXCERPTS: Save tapped
        A: The presenter.
          Sources/A.swift#saveButtonTapped()
        B:
          Sources/A.swift#Presenter
        -->
        <!-- BEGIN GENERATED EXCERPTS: Save tapped -->
        <!-- END GENERATED EXCERPTS -->

        Text after.
        """

    static func sources(_ files: [String: String]) -> (String) -> String? { { files[$0] } }

    @Test func aGeneratedPageIsStableAndAnEditedOneDiffers() throws {
        let read = Self.sources(["Sources/A.swift": Self.presenter])
        let page = try ExcerptPage.regenerate(Self.page, page: "X.md", architectures: ["A", "B"], read: read)
        #expect(
            page.contains(
                """
                ### A

                The presenter.

                ```swift
                // Sources/A.swift
                func saveButtonTapped() {
                    didSave()
                }
                ```
                """))
        #expect(page.hasSuffix("<!-- END GENERATED EXCERPTS -->\n\nText after."))
        #expect(try ExcerptPage.regenerate(page, page: "X.md", architectures: ["A", "B"], read: read) == page)

        // A hand edit inside the section, and a change of the code, both make the page differ.
        let edited = page.replacingOccurrences(of: "    didSave()", with: "    didSave(product)")
        #expect(try ExcerptPage.regenerate(edited, page: "X.md", architectures: ["A", "B"], read: read) != edited)
        let changed = Self.sources(["Sources/A.swift": Self.presenter.replacingOccurrences(of: "didSave()", with: "close()")])
        #expect(try ExcerptPage.regenerate(page, page: "X.md", architectures: ["A", "B"], read: changed) != page)
    }

    @Test func aRenamedDeclarationFailsWithThePathAndTheName() {
        let renamed = Self.presenter.replacingOccurrences(of: "saveButtonTapped", with: "saveTapped")
        #expect {
            try ExcerptPage.regenerate(
                Self.page, page: "X.md", architectures: ["A", "B"], read: Self.sources(["Sources/A.swift": renamed]))
        } throws: { error in
            "\(error)"
                == "X.md:5: \"Save tapped\", A: Sources/A.swift: no declaration \"saveButtonTapped()\"; "
                + "declarations there: Presenter, saveTapped()"
        }
        #expect {
            try ExcerptPage.regenerate(Self.page, page: "X.md", architectures: ["A", "B"], read: Self.sources([:]))
        } throws: { error in
            "\(error)" == "X.md:5: \"Save tapped\", A: Sources/A.swift: cannot read the file"
        }
    }

    @Test func aSectionMustShowEveryArchitectureInOrder() {
        let read = Self.sources(["Sources/A.swift": Self.presenter])
        #expect {
            try ExcerptPage.regenerate(Self.page, page: "X.md", architectures: ["B", "A"], read: read)
        } throws: { error in
            "\(error)".contains("expected every architecture in the registry's order: B, A")
        }
        #expect {
            try ExcerptPage.regenerate(Self.page, page: "X.md", architectures: ["A", "B", "C"], read: read)
        } throws: { error in
            "\(error)".contains("\"Save tapped\" shows A, B; expected every architecture")
        }
        let unclosed = Self.page.replacingOccurrences(of: "<!-- END GENERATED EXCERPTS -->", with: "")
        #expect {
            try ExcerptPage.regenerate(unclosed, page: "X.md", architectures: ["A", "B"], read: read)
        } throws: { error in
            "\(error)".contains("no \"<!-- END GENERATED EXCERPTS -->\"")
        }
    }
}
