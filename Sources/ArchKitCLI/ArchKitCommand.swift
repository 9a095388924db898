import CommandLineKit

/// The `archkit` command line, as a library: parses the words and runs the subcommand.
///
/// The executable only prints what this returns, so tests run every command in-process.
public enum ArchKitCommand {
    /// The subcommands, in the order the help lists them (`help` is added after them).
    static let subcommands: [any Subcommand.Type] = [
        CompareCommand.self, RunCommand.self, DemoCommand.self, PlayCommand.self, TraceCommand.self,
        StatsCommand.self, ListCommand.self, FuzzCommand.self,
    ]

    /// The tool, declared: its overview and its subcommands.
    static let configuration = CommandConfiguration(
        name: "archkit",
        abstract: "Eight app architectures, one headless widget kit, one harness.",
        discussion: """
            ArchKit builds the same features as MVC, MVP, VIPER, closure MVVM, reactive MVVM, \
            Observation MVVM, Redux and TCA, plays identical user scenarios against all of them and \
            checks that they show the same screens, step by step.
            """,
        subcommands: subcommands.map { $0.configuration })

    /// Runs a command line.
    /// - Parameters:
    ///   - arguments: The words after the program name.
    ///   - terminalWidth: The width `demo` and `play` fit their columns to, when `--width` is
    ///     not given.
    ///   - progress: Where a long run writes how far it is, one line at a time (the executable
    ///     passes a writer only when standard error is a terminal); `nil` for silence.
    ///   - progressLog: Where a long run that writes no line in place appends a line every few
    ///     seconds (the executable passes a writer when standard error is not a terminal);
    ///     `nil` for silence. Only `fuzz` writes there.
    ///   - now: The current instant of a monotonic clock, which times runs and progress lines;
    ///     tests pass a fake one.
    ///   - console: Where `play` reads its commands and writes as it goes (other subcommands
    ///     read nothing); by default no input, and everything collected into the result.
    /// - Returns: What to print and the exit status (0, 1, or 64 for bad usage).
    @MainActor
    public static func main(
        arguments: [String], terminalWidth: Int = 120, progress: (@MainActor (String) -> Void)? = nil,
        progressLog: (@MainActor (String) -> Void)? = nil,
        now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }, console: Console = .none
    ) async -> CommandResult {
        let outcome: ParseOutcome
        do {
            outcome = try CommandParser(configuration).parse(arguments)
        } catch {
            return CommandResult(exitCode: CommandLineError.exitCode, errorOutput: error.rendered)
        }
        switch outcome {
        case .help(let text):
            return CommandResult(exitCode: CommandResult.success, output: text)
        case .run(let path, let values):
            guard let command = subcommands.first(where: { $0.configuration.name == path.first }) else {
                preconditionFailure("the parser returned a command that is not declared: \(path)")
            }
            return await command.run(
                values,
                environment: CommandEnvironment(
                    terminalWidth: terminalWidth, progress: progress, progressLog: progressLog, now: now, console: console))
        }
    }
}
