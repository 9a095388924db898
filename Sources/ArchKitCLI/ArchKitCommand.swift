/// The `archkit` command line, as a library: parses the words and runs the subcommand.
///
/// The executable only prints what this returns, so tests run every command in-process.
public enum ArchKitCommand {
    /// Runs a command line.
    /// - Parameters:
    ///   - arguments: The words after the program name.
    ///   - terminalWidth: The width `demo` fits its columns to, when `--width` is not given.
    /// - Returns: What to print and the exit status (0, 1, or 64 for bad usage).
    @MainActor
    public static func main(arguments: [String], terminalWidth: Int = 120) async -> CommandResult {
        do {
            return try await dispatch(arguments, terminalWidth: terminalWidth)
        } catch {
            return CommandResult(
                exitCode: CommandResult.usage,
                errorOutput: "Error: \(error.message)\nUsage: \(error.usage)\n  See 'archkit --help'.\n")
        }
    }

    @MainActor
    private static func dispatch(_ arguments: [String], terminalWidth: Int) async throws(UsageError) -> CommandResult {
        guard let command = arguments.first else {
            return CommandResult(
                exitCode: CommandResult.usage, errorOutput: "Error: missing subcommand\n\n" + HelpText.tool + "\n")
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help":
            return CommandResult(exitCode: CommandResult.success, output: HelpText.tool + "\n")
        case "help":
            return try help(for: rest)
        case "compare":
            return try await CompareCommand.run(rest)
        case "run":
            return try await RunCommand.run(rest)
        case "demo":
            return try await DemoCommand.run(rest, terminalWidth: terminalWidth)
        case "list":
            return try ListCommand.run(rest)
        case "fuzz":
            return try await FuzzCommand.run(rest)
        default:
            let kind = command.hasPrefix("-") ? "option" : "subcommand"
            throw UsageError(message: "unknown \(kind) '\(command)'", usage: HelpText.toolUsage)
        }
    }

    private static func help(for words: [String]) throws(UsageError) -> CommandResult {
        if words.count > 1 {
            throw UsageError(message: "unexpected argument '\(words[1])'", usage: "archkit help [<subcommand>]")
        }
        let text: String
        switch words.first {
        case nil, "help": text = HelpText.tool
        case "compare": text = HelpText.compare
        case "run": text = HelpText.run
        case "demo": text = HelpText.demo
        case "list": text = HelpText.list
        case "fuzz": text = HelpText.fuzz
        case let other?: throw UsageError(message: "unknown subcommand '\(other)'", usage: "archkit help [<subcommand>]")
        }
        return CommandResult(exitCode: CommandResult.success, output: text + "\n")
    }
}
