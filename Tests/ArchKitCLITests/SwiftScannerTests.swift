import Testing

@testable import ArchKitCLI

/// The line counter of `archkit stats`: which lines are code, comment or blank, read the way
/// Swift's lexer reads comments and string literals.
@Suite("stats: the Swift scanner counts lines as Swift reads them")
struct SwiftScannerTests {
    typealias Kind = SwiftScanner.LineKind

    func kinds(_ source: String) -> [Kind] { SwiftScanner(source).lines }

    @Test func codeCommentsAndBlankLines() {
        let source = """
            import Foundation

            /// A doc comment.
            // A comment.
            let x = 1  // a trailing comment keeps the line code
               \t
            }
            """
        #expect(kinds(source) == [.code, .blank, .comment, .comment, .code, .blank, .code])
    }

    @Test func blockCommentsNestAndTheirBlankLinesAreBlank() {
        let source = """
            /* one
               /* nested */
               still the outer comment: let y = 2

            */
            let z = 3 /* after code */
            /** doc */ let w = 4
            """
        #expect(kinds(source) == [.comment, .comment, .comment, .blank, .comment, .code, .code])
        #expect(SwiftScanner(source).tokens.map(\.text).filter { $0 == "y" }.isEmpty)
    }

    @Test func slashesInsideStringsAreNotComments() {
        let source = """
            let url = "https://example.com" // a comment
            let path = "/* not a comment */"
            let after = 1
            """
        #expect(kinds(source) == [.code, .code, .code])
        #expect(SwiftScanner(source).tokens.map(\.text).contains("after"))
    }

    @Test func multiLineStringsAreCodeBlankLinesAndSlashesIncluded() {
        let source = #"""
            let text = """
                // not a comment

                /* nor this
                """
            // a comment
            let raw = #"a "quoted" \(not interpolated) // still string"#
            let y = 1
            """#
        #expect(kinds(source) == [.code, .code, .code, .code, .code, .comment, .code, .code])
        let words = SwiftScanner(source).tokens.map(\.text)
        #expect(words.contains("y") && !words.contains("not") && !words.contains("interpolated"))
    }

    @Test func interpolationsAreCodeStringsInsideThemIncluded() {
        let source = #"""
            let a = "x \(f("\(g(")"))")) y" // comment
            let b = 2
            """#
        #expect(kinds(source) == [.code, .code])
        let words = SwiftScanner(source).tokens.map(\.text)
        #expect(words == ["let", "a", "=", "f", "(", "g", "(", ")", ")", "let", "b", "="])
    }

    @Test func directivesAreCodeAndAttributesOneWord() {
        let source = """
            #if os(Linux)
            @Test func f() {}
            #endif
            """
        #expect(kinds(source) == [.code, .code, .code])
        #expect(
            SwiftScanner(source).tokens.filter(\.isWord).map(\.text) == ["#if", "os", "Linux", "@Test", "func", "f", "#endif"])
    }

    @Test func anEmptySourceHasNoLinesAndAFinalLineWithoutANewlineCounts() {
        #expect(kinds("").isEmpty)
        #expect(kinds("let a = 1\n") == [.code])
        #expect(kinds("let a = 1\n\n// end") == [.code, .blank, .comment])
    }
}
