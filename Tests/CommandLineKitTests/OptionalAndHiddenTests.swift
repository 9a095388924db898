import CommandLineKit
import Testing

/// An optional repeating argument (`[<tag> ...]`) and a hidden option, on a tool without
/// subcommands.
@Suite("Optional arguments and hidden options")
struct OptionalAndHiddenTests {
    static let tags = Argument<[Int]>.optionalRepeating(valueName: "tag", help: "Tags to keep. Default: all.") {
        word throws(ValidationError) in
        guard let tag = Int(word) else { throw ValidationError("a tag is a number; got '\(word)'") }
        return tag
    }
    static let verbose = Option<Bool>.flag("--verbose", help: "Say more.")
    static let internalStart = Option<Int>.value(
        "--internal-start", valueName: "n", help: "Plumbing.", visibility: .hidden
    ) { word throws(ValidationError) in
        guard let start = Int(word) else { throw ValidationError("'--internal-start' takes a number; got '\(word)'") }
        return start
    }
    static let tool = CommandConfiguration(
        name: "tags", abstract: "Keep tags.", arguments: [tags], options: [verbose, internalStart])
    static let parser = CommandParser(tool)

    private func values(_ words: [String]) throws -> ParsedValues {
        guard case .run(_, let values) = try Self.parser.parse(words) else {
            Issue.record("asked for help: \(words)")
            return ParsedValues()
        }
        return values
    }

    @Test("An optional repeating argument may be left out (its value is empty) or given, typed, any number of times")
    func optionalRepeating() throws {
        #expect(try values([])[Self.tags] == [])
        #expect(try values(["--verbose"])[Self.tags] == [])
        #expect(try values(["3", "--verbose", "1", "2"])[Self.tags] == [3, 1, 2])
    }

    @Test("A bad element of an optional argument is still an error, with the usage")
    func optionalElementIsChecked() {
        #expect {
            _ = try Self.parser.parse(["3", "x"])
        } throws: { error in
            (error as? CommandLineError)?.message == "a tag is a number; got 'x'"
        }
    }

    @Test("The usage and the help show the optional argument in brackets")
    func optionalInUsage() {
        #expect(HelpFormatter.usage(for: Self.tool, fullName: "tags") == "tags [<tag> ...] [--verbose]")
        #expect(HelpFormatter.help(for: Self.tool, fullName: "tags").contains("\n  [<tag> ...]             Tags to keep."))
    }

    @Test("A hidden option is parsed and checked like any other")
    func hiddenIsParsed() throws {
        #expect(try values(["--internal-start", "4"])[Self.internalStart] == 4)
        #expect(try values(["1"])[Self.internalStart] == nil)
        #expect {
            _ = try Self.parser.parse(["--internal-start=x"])
        } throws: { error in
            (error as? CommandLineError)?.message == "'--internal-start' takes a number; got 'x'"
        }
    }

    @Test("A hidden option shows in neither the help nor the usage")
    func hiddenIsNotShown() throws {
        let help = HelpFormatter.help(for: Self.tool, fullName: "tags")
        #expect(help.contains("--verbose"))
        #expect(!help.contains("--internal-start"))
        #expect(!HelpFormatter.usage(for: Self.tool, fullName: "tags").contains("--internal-start"))
        guard case .help(let viaParser) = try Self.parser.parse(["--help"]) else {
            Issue.record("--help did not ask for help")
            return
        }
        #expect(viaParser == help)
    }
}
