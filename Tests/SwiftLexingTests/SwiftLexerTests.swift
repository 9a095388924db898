import SwiftLexing
import Testing

/// The lexer `archkit stats` and the docs' excerpt generator share: which lines are code,
/// comment or blank, the code's tokens, and the source with comments and strings blanked, read
/// the way Swift's lexer reads comments and string literals.
@Suite("The Swift lexer reads comments and strings as Swift does")
struct SwiftLexerTests {
    typealias Kind = SwiftLexer.LineKind

    func kinds(_ source: String) -> [Kind] { SwiftLexer(source).lines }

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
        #expect(SwiftLexer(source).tokens.map(\.text).filter { $0 == "y" }.isEmpty)
    }

    @Test func slashesInsideStringsAreNotComments() {
        let source = """
            let url = "https://example.com" // a comment
            let path = "/* not a comment */"
            let after = 1
            """
        #expect(kinds(source) == [.code, .code, .code])
        #expect(SwiftLexer(source).tokens.map(\.text).contains("after"))
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
        let words = SwiftLexer(source).tokens.map(\.text)
        #expect(words.contains("y") && !words.contains("not") && !words.contains("interpolated"))
    }

    @Test func interpolationsAreCodeStringsInsideThemIncluded() {
        let source = #"""
            let a = "x \(f("\(g(")"))")) y" // comment
            let b = 2
            """#
        #expect(kinds(source) == [.code, .code])
        let words = SwiftLexer(source).tokens.map(\.text)
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
            SwiftLexer(source).tokens.filter(\.isWord).map(\.text) == ["#if", "os", "Linux", "@Test", "func", "f", "#endif"])
    }

    @Test func anEmptySourceHasNoLinesAndAFinalLineWithoutANewlineCounts() {
        #expect(kinds("").isEmpty)
        #expect(kinds("let a = 1\n") == [.code])
        #expect(kinds("let a = 1\n\n// end") == [.code, .blank, .comment])
    }

    func masked(_ source: String) -> String { String(decoding: SwiftLexer(source).maskedBytes, as: UTF8.self) }

    @Test func theMaskBlanksStringsAndCommentsOnly() {
        let source = #"let a = "x{\"\(f("}"))" // }"# + "\n" + ##"let b = #"\"#"##
        let masked = masked(source)
        #expect(!masked.contains("{") && !masked.contains("}"))
        #expect(masked.hasPrefix("let a = ") && masked.contains("\nlet b = "))
        #expect(masked.utf8.count == source.utf8.count)
    }

    @Test func theMaskKeepsLineFeedsAndCodeAndBlanksNestedCommentsAndMultiLineStrings() {
        let source = #"""
            f(/* a /* nested } */ still { */ x) // {
            let s = """
                { "\(g({))" }
                """
            let r = ##"a "# { "##; y[0]
            """#
        let expected = [
            "f(" + String(repeating: " ", count: 31) + "x)     ",
            "let s =    ",
            String(repeating: " ", count: 17),
            "       ",
            "let r =" + String(repeating: " ", count: 14) + "; y[0]",
        ]
        #expect(masked(source).split(separator: "\n", omittingEmptySubsequences: false) == expected[...].map { Substring($0) })
    }
}
