/// A command, declared once: its name, what it does, its arguments and options, its
/// subcommands and the checks that span several options (argument-parser's
/// `CommandConfiguration` together with a command's properties and `validate()`).
///
/// ``CommandParser`` parses and validates a command line from it, and ``HelpFormatter`` writes
/// its help and usage from it, so the help cannot drift from what is parsed.
public struct CommandConfiguration: Sendable {
    /// The word that names the command: `"compare"`, or the tool's name for the root.
    public var name: String
    /// One line: what the command does. The help's OVERVIEW and the parent's SUBCOMMANDS list.
    public var abstract: String
    /// Paragraphs after the overview, separated by blank lines; each is rewrapped to the help's
    /// width. Empty for none.
    public var discussion: String
    /// The positional arguments, in order.
    public var arguments: [ArgumentDeclaration]
    /// The options, in the order the help lists them. `-h, --help` is added to every command.
    public var options: [OptionDeclaration]
    /// The subcommands, in the order the help lists them. A command with subcommands takes no
    /// arguments or options of its own; `help [<subcommand> ...]` (``help``) is added to it.
    public var subcommands: [CommandConfiguration]
    /// Checks that span several values, run after every value parsed; throws
    /// ``ValidationError``.
    public var validate: (@Sendable (ParsedValues) throws(ValidationError) -> Void)?

    /// Creates a command.
    public init(
        name: String, abstract: String, discussion: String = "", arguments: [any ArgumentDeclaring] = [],
        options: [any OptionDeclaring] = [], subcommands: [CommandConfiguration] = [],
        validate: (@Sendable (ParsedValues) throws(ValidationError) -> Void)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments.map(\.declaration)
        self.options = options.map(\.declaration)
        self.subcommands = subcommands
        self.validate = validate
        for option in self.options {
            precondition(option.name.hasPrefix("--"), "an option's name starts with '--': \(option.name)")
            precondition(option.name != "--help", "'--help' is added to every command")
        }
        precondition(Set(self.options.map(\.name)).count == self.options.count, "\(name): an option is declared twice")
        precondition(
            self.arguments.dropLast().allSatisfy { !$0.isRepeating }, "\(name): only the last argument may repeat")
        precondition(
            subcommands.isEmpty || (self.arguments.isEmpty && self.options.isEmpty),
            "\(name): a command with subcommands takes no arguments or options of its own")
    }

    /// The subcommand named `word`, if any.
    public func subcommand(named word: String) -> CommandConfiguration? {
        subcommands.first { $0.name == word }
    }
}

extension CommandConfiguration {
    /// The `help` subcommand that every command with subcommands answers
    /// (`archkit help [<subcommand> ...]`), declared so that its own help can be printed
    /// (`archkit help help`), as argument-parser's `HelpCommand` is.
    public static let help = CommandConfiguration(
        name: "help", abstract: "Show help for the tool or a subcommand.",
        arguments: [
            Argument<[String]>.optionalRepeating(
                valueName: "subcommand",
                help:
                    "The subcommand to show the help of, then its own subcommands in turn (a path); none for the command's own help."
            ) { $0 }
        ])
}
