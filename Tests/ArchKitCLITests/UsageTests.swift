import ArchKitCLI
import Testing

@MainActor
@Suite("Command line: usage, help and exit codes")
struct UsageTests {
    @Test(arguments: [
        (["bogus"], "Error: unknown subcommand 'bogus'"),
        (["--bogus"], "Error: unknown option '--bogus'"),
        (["compare", "--bogus"], "Error: unknown option '--bogus'"),
        (
            ["compare", "--arch", "mvvc"],
            "Error: unknown architecture 'mvvc' (expected one of: mvc, mvp, viper, closure-mvvm, reactive-mvvm, observation-mvvm, redux, tca)"
        ),
        (["compare", "--arch", "mvc,mvc"], "Error: architecture 'mvc' named twice"),
        (["compare", "--arch"], "Error: missing value for '--arch'"),
        (["compare", "--feature", "shop"], "Error: unknown feature 'shop'"),
        (["compare", "extra"], "Error: unexpected argument 'extra'"),
        (["run"], "Error: missing scenario file"),
        (["demo"], "Error: missing feature"),
        (["demo", "welcome", "--width", "5"], "Error: '--width' takes a number of columns from 20 to 1000; got '5'"),
        (["demo", "welcome", "--width", "9223372036854775807"], "Error: '--width' takes a number of columns from 20 to 1000"),
        (["help", "run", "extra"], "Error: unexpected argument 'extra'"),
        (["help", "trace", "stats"], "Error: unexpected argument 'stats': 'archkit trace' has no subcommands"),
        (["help", "nope"], "Error: unknown subcommand 'nope'"),
        // A value the user typed is printed escaped, on one line, whatever it holds.
        (["compare", "--arch", "re\ndux"], #"Error: unknown architecture 're\ndux'"#),
        (["compare", "--arch", "\u{202E}redux"], #"Error: unknown architecture '\u{202E}redux'"#),
        (["compare", "--feature", "wel\u{A0}come"], #"Error: unknown feature 'wel\u{A0}come'"#),
        (["demo", "wel\ncome"], #"Error: unknown feature 'wel\ncome'"#),
        (
            ["demo", "welcome", "--width", "1\u{1B}[2J"],
            #"Error: '--width' takes a number of columns from 20 to 1000; got '1\u{1B}[2J'"#
        ),
        (["bo\tgus"], #"Error: unknown subcommand 'bo\tgus'"#),
        (["trace", "welcome/\u{A0}x"], #"Error: unknown scenario "welcome/\u{A0}x""#),
    ])
    func badUsageExits64WithErrorAndUsage(arguments: [String], message: String) async {
        let result = await ArchKitCommand.main(arguments: arguments)
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.hasPrefix(message), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("\nUsage: archkit"))
        #expect(result.errorOutput.hasSuffix(" --help' for more information.\n"))
        #expect(result.output.isEmpty)
    }

    @Test func noArgumentsPrintsHelpAndExits64() async {
        let result = await ArchKitCommand.main(arguments: [])
        #expect(result.exitCode == 64)
        #expect(result.errorOutput.contains("SUBCOMMANDS:"))
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func toolHelpListsTheSubcommands(arguments: [String]) async {
        let result = await ArchKitCommand.main(arguments: arguments)
        #expect(result.exitCode == 0)
        for section in ["OVERVIEW:", "USAGE: archkit <subcommand>\n", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(result.output.contains(section))
        }
        for command in ["compare", "run", "demo", "list", "help"] {
            #expect(result.output.contains("\n  \(command) "))
        }
    }

    @Test(arguments: ["compare", "run", "demo", "list"])
    func everySubcommandHasHelp(command: String) async {
        let viaFlag = await ArchKitCommand.main(arguments: [command, "--help"])
        let viaHelp = await ArchKitCommand.main(arguments: ["help", command])
        #expect(viaFlag.exitCode == 0)
        #expect(viaFlag.output == viaHelp.output)
        #expect(viaFlag.output.contains("USAGE: archkit \(command)"))
    }
}
