/// A command line that a tool cannot take, with what it takes instead.
///
/// Every tool built on this module prints it the same way, argument-parser's voice:
///
/// ```
/// Error: unknown option '--bogus'
/// Usage: archkit compare [--feature <feature>] [--arch <list>]
///   See 'archkit compare --help' for more information.
/// ```
///
/// and exits with ``exitCode`` (64, `EX_USAGE` of sysexits.h).
public struct CommandLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong: `unknown option '--bogus'`.
    public var message: String
    /// The usage of the command concerned, on one line: `archkit compare [--arch <list>]`.
    public var usage: String
    /// The command's full name, for the pointer to its help: `archkit compare`.
    public var commandName: String
    /// Text printed between the error and the usage (the tool's help when no subcommand was
    /// named), or empty.
    public var detail: String

    /// Creates an error.
    public init(message: String, usage: String, commandName: String, detail: String = "") {
        self.message = message
        self.usage = usage
        self.commandName = commandName
        self.detail = detail
    }

    /// The text to print on standard error, ending in a newline.
    public var rendered: String {
        var text = "Error: \(message)\n"
        if !detail.isEmpty { text += "\n\(detail)\n\n" }
        text += "Usage: \(usage)\n  See '\(commandName) --help' for more information.\n"
        return text
    }

    public var description: String { rendered }

    /// The exit status for bad usage: 64 (`EX_USAGE`).
    public static let exitCode: Int32 = 64
}
