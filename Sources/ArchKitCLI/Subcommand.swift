import CommandLineKit

/// A subcommand of `archkit`: its declaration, from which its parsing, validation, errors and
/// help come, and what it does with the values parsed (argument-parser's `ParsableCommand`).
///
/// To add one, write a type that conforms (one file, `<Name>Command.swift`) and list it in
/// ``ArchKitCommand/subcommands``; see Docs/Architecture.md ("Adding a subcommand").
protocol Subcommand: SendableMetatype {
    /// The name, abstract, discussion, arguments, options and cross-option checks.
    static var configuration: CommandConfiguration { get }

    /// Runs the command with values that passed every check of ``configuration``.
    /// - Returns: What to print and the exit status (0 success, 1 a failure).
    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult
}

/// What a subcommand may need from where it runs, beyond its command line.
struct CommandEnvironment {
    /// The terminal's width in columns (what `demo` fits when `--width` is not given).
    var terminalWidth: Int
    /// Where a long run says how far it is (a line on a terminal), or `nil` when nobody is
    /// watching (output piped, tests).
    var progress: (@MainActor (String) -> Void)?
    /// Where a long run that nobody watches on a terminal (standard error piped or redirected)
    /// appends a line every few seconds (`fuzz`), or `nil` for silence.
    var progressLog: (@MainActor (String) -> Void)?
    /// The current instant of a monotonic clock (`ContinuousClock.now`; a fake one in tests).
    var now: @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
    /// Where `play` reads its commands and writes its screens.
    var console: Console = .none
}
