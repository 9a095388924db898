import CommandLineKit
import Testing

@Suite("Help written from the declaration")
struct HelpFormatterTests {
    @Test("A subcommand's help: every section, wrapped, with values and defaults")
    func subcommandHelp() {
        let help = HelpFormatter.help(for: SampleTool.read, fullName: "tool read")
        #expect(
            help == """
                OVERVIEW: Read files.

                The first paragraph, written over several source lines, is one paragraph.

                A second paragraph.

                USAGE: tool read <file> ... [--count <n>] [--shape <shape>] [--verbose]
                                 [--a-very-long-option-name <text>]

                ARGUMENTS:
                  <file> ...              A file to read.

                OPTIONS:
                  --count <n>             How many. (default: 1)
                  --shape <shape>         The shape to draw. (values: round, square; default:
                                          round)
                  --verbose               Say more.
                  --a-very-long-option-name <text>
                                          A label longer than the label column.
                  -h, --help              Show help information.

                """)
        for line in help.split(separator: "\n") { #expect(line.count <= HelpFormatter.width) }
    }

    @Test("The tool's help lists the subcommands and 'help'")
    func toolHelp() {
        let help = HelpFormatter.help(for: SampleTool.tool, fullName: "tool")
        #expect(help.contains("USAGE: tool <subcommand>\n"))
        #expect(help.contains("SUBCOMMANDS:\n  read                    Read files.\n  show                    Show a feature.\n"))
        #expect(help.contains("  help                    Show help for the tool or a subcommand."))
        #expect(help.hasSuffix("  See 'tool help <subcommand>' for detailed help.\n"))
    }

    @Test("The usage on one line, for errors")
    func usage() {
        #expect(HelpFormatter.usage(for: SampleTool.show, fullName: "tool show") == "tool show <feature>")
        #expect(SampleTool.parser.help(for: ["show"])?.contains("ARGUMENTS:\n  <feature>") == true)
        #expect(SampleTool.parser.help(for: ["nope"]) == nil)
    }
}
