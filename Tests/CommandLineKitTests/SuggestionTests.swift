import CommandLineKit
import Testing

/// A mistyped subcommand or option gets "did you mean …?" when one is a typo away, and a
/// hidden option is never offered.
@Suite("Did you mean")
struct SuggestionTests {
    private func message(_ parser: CommandParser, _ words: [String]) -> String? {
        do {
            _ = try parser.parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(
        "A typo of a subcommand or an option names it; a word far from every name does not",
        arguments: [
            (["raed", "a"], "unknown subcommand 'raed' (did you mean 'read'?)"),
            (["sow", "x"], "unknown subcommand 'sow' (did you mean 'show'?)"),
            (["help", "shwo"], "unknown subcommand 'shwo' (did you mean 'show'?)"),
            (["read", "a", "--cuont", "2"], "unknown option '--cuont' (did you mean '--count'?)"),
            (["read", "a", "--verbsoe"], "unknown option '--verbsoe' (did you mean '--verbose'?)"),
            (["read", "a", "--hepl"], "unknown option '--hepl' (did you mean '--help'?)"),
            (["nope"], "unknown subcommand 'nope'"),
            (["read", "a", "--bogus"], "unknown option '--bogus'"),
        ])
    func typos(words: [String], expected: String) {
        #expect(message(SampleTool.parser, words) == expected)
    }

    @Test("A hidden option is plumbing: never suggested")
    func hiddenIsNotSuggested() {
        #expect(message(OptionalAndHiddenTests.parser, ["--internal-stat", "1"]) == "unknown option '--internal-stat'")
        #expect(message(OptionalAndHiddenTests.parser, ["--verbos"]) == "unknown option '--verbos' (did you mean '--verbose'?)")
    }
}
