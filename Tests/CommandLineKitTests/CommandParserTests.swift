import CommandLineKit
import Testing

@Suite("Parsing a declared command line")
struct CommandParserTests {
    private func values(_ words: [String]) throws -> (path: [String], values: ParsedValues) {
        guard case .run(let path, let values) = try SampleTool.parser.parse(words) else {
            Issue.record("asked for help: \(words)")
            return ([], ParsedValues())
        }
        return (path, values)
    }

    @Test("Options spaced and with '=', flags, and repeating arguments, each typed")
    func parsesEveryForm() throws {
        let (path, values) = try values(["read", "a.txt", "--count", "3", "b.txt", "--shape=SQUARE", "--verbose"])
        #expect(path == ["read"])
        #expect(values[SampleTool.files] == ["a.txt", "b.txt"])
        #expect(values[SampleTool.count] == 3)
        #expect(values[SampleTool.shape] == .square)
        #expect(values[SampleTool.verbose])
        #expect(values[SampleTool.name] == nil)
        #expect(!values.contains(SampleTool.name))
    }

    @Test("'--' ends the options; '-' is an argument")
    func doubleDash() throws {
        let (_, values) = try values(["read", "--", "--verbose", "-"])
        #expect(values[SampleTool.files] == ["--verbose", "-"])
        #expect(!values[SampleTool.verbose])
    }

    @Test(
        "Bad usage names what was wrong, with the command's usage",
        arguments: [
            (["read"], "missing file"),
            (["read", "a", "--bogus"], "unknown option '--bogus'"),
            (["read", "a", "-x"], "unknown option '-x'"),
            (["read", "a", "--count"], "missing value for '--count'"),
            (["read", "a", "--count", "--verbose"], "missing value for '--count'"),
            (["read", "a", "--count", "0"], "'--count' takes a positive number; got '0'"),
            (["read", "a", "--count=2", "--count", "3"], "'--count' given twice"),
            (["read", "a", "--verbose", "--verbose"], "'--verbose' given twice"),
            (["read", "a", "--verbose=yes"], "'--verbose' takes no value"),
            (["read", "a", "--shape", "oval"], "unknown value 'oval' for '--shape' (expected one of: round, square)"),
            (["read", "a", "--verbose", "--count", "7"], "'--verbose' cannot be combined with '--count 7'"),
            (["show", "x", "y"], "unexpected argument 'y'"),
        ])
    func badUsage(words: [String], message: String) {
        #expect {
            _ = try SampleTool.parser.parse(words)
        } throws: { error in
            guard let error = error as? CommandLineError else { return false }
            return error.message == message && error.usage.hasPrefix("tool \(words[0]) ")
                && error.commandName == "tool \(words[0])"
        }
    }

    @Test(
        "The tool level: unknown and missing subcommands",
        arguments: [
            ([], "missing subcommand"), (["nope"], "unknown subcommand 'nope'"), (["--nope"], "unknown option '--nope'"),
            (["help", "nope"], "unknown subcommand 'nope'"),
            (
                ["help", "read", "x"],
                "unexpected argument 'x': 'tool read' has no subcommands (help takes a path of subcommands, each one of the one before)"
            ),
        ])
    func toolLevel(words: [String], message: String) {
        #expect {
            _ = try SampleTool.parser.parse(words)
        } throws: { error in
            (error as? CommandLineError)?.message == message
        }
    }

    @Test("An error prints in one voice: Error, Usage, where the help is")
    func errorVoice() {
        let error = CommandLineError(message: "unknown option '--x'", usage: "tool read <file> ...", commandName: "tool read")
        #expect(
            error.rendered == """
                Error: unknown option '--x'
                Usage: tool read <file> ...
                  See 'tool read --help' for more information.

                """)
        #expect(CommandLineError.exitCode == 64)
        do {
            _ = try SampleTool.parser.parse([])
        } catch {
            #expect(error.rendered.hasPrefix("Error: missing subcommand\n\nOVERVIEW: A sample tool."))
        }
    }

    @Test(
        "-h, --help and 'help' ask for the help of the command they follow",
        arguments: [
            (["--help"], "tool"), (["-h"], "tool"), (["help"], "tool"), (["read", "--help"], "tool read"),
            (["read", "--bogus", "-h"], "tool read"), (["help", "read"], "tool read"), (["show", "-h"], "tool show"),
            // `help` has a help of its own, as argument-parser's `HelpCommand` does.
            (["help", "help"], "tool help [<subcommand> ...]"), (["help", "--help"], "tool help [<subcommand> ...]"),
        ])
    func help(words: [String], command: String) throws {
        guard case .help(let text) = try SampleTool.parser.parse(words) else {
            Issue.record("not help: \(words)")
            return
        }
        #expect(text.contains("USAGE: \(command)"))
    }

    @Test("A help flag after '--' is an argument")
    func helpAfterDoubleDash() throws {
        let (_, values) = try values(["read", "--", "--help"])
        #expect(values[SampleTool.files] == ["--help"])
    }
}
