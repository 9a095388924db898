/// Parses a command line against a ``CommandConfiguration`` tree: finds the subcommand, splits
/// options from arguments, turns each word into its value, runs the command's `validate`, and
/// answers `-h`, `--help` and `help [<subcommand> ...]` with the help that ``HelpFormatter``
/// writes; `help help` prints the help of `help` itself.
///
/// The forms, as argument-parser takes them: `--name value`, `--name=value`, `--flag`; `--`
/// ends the options; `-h` and `--help` anywhere before it ask for help. Each option may be given
/// once. A value cannot be a word that starts with `--` unless given with `=`.
///
/// - Complexity: O(*n*) in the number of words, times the number of options declared.
public struct CommandParser: Sendable {
    /// The tool: its name and its subcommands (or, for a tool without subcommands, its
    /// arguments and options).
    public let root: CommandConfiguration

    /// Creates a parser for `root`.
    public init(_ root: CommandConfiguration) {
        self.root = root
    }

    /// Parses `words` (the command line without the program's name).
    /// - Returns: The help to print, or the command to run with its values.
    /// - Throws: ``CommandLineError`` naming what was wrong, with the usage of the command
    ///   concerned.
    public func parse(_ words: [String]) throws(CommandLineError) -> ParseOutcome {
        try parse(words[...], command: root, path: [])
    }

    /// The help of the command at `path` (subcommand names after the tool's), or `nil` when
    /// there is no such command.
    public func help(for path: [String]) -> String? {
        var command = root
        for word in path {
            guard let next = command.subcommand(named: word) else { return nil }
            command = next
        }
        return HelpFormatter.help(for: command, fullName: fullName(path))
    }

    private func fullName(_ path: [String]) -> String {
        ([root.name] + path).joined(separator: " ")
    }

    private func parse(_ words: ArraySlice<String>, command: CommandConfiguration, path: [String]) throws(CommandLineError)
        -> ParseOutcome
    {
        let name = fullName(path)
        func failure(_ message: String, detail: String = "") -> CommandLineError {
            CommandLineError(
                message: message, usage: HelpFormatter.usage(for: command, fullName: name), commandName: name, detail: detail)
        }
        if command.subcommands.isEmpty {
            if path.isEmpty, words.first == "help" { return .help(HelpFormatter.help(for: command, fullName: name)) }
            return try parseLeaf(words, command: command, path: path)
        }
        guard let word = words.first else {
            throw failure("missing subcommand", detail: HelpFormatter.help(for: command, fullName: name))
        }
        if word == "-h" || word == "--help" { return .help(HelpFormatter.help(for: command, fullName: name)) }
        if word == "help" { return try helpCommand(Array(words.dropFirst()), command: command, path: path) }
        guard let subcommand = command.subcommand(named: word) else {
            let hint = word.hasPrefix("-") ? "" : Suggestion.hint(for: word, among: command.subcommands.map(\.name))
            throw failure("unknown \(word.hasPrefix("-") ? "option" : "subcommand") '\(word.escaped)'\(hint)")
        }
        return try parse(words.dropFirst(), command: subcommand, path: path + [word])
    }

    /// `help [<subcommand> ...]`: the help of the command the words name.
    private func helpCommand(_ words: [String], command: CommandConfiguration, path: [String]) throws(CommandLineError)
        -> ParseOutcome
    {
        let usage = HelpFormatter.usage(for: .help, fullName: fullName(path) + " help")
        var current = command
        var currentPath = path
        for word in words {
            // `help help` (and `help --help`): the help of `help` itself, as argument-parser prints it.
            if !current.subcommands.isEmpty, word == CommandConfiguration.help.name || word == "-h" || word == "--help" {
                return .help(HelpFormatter.help(for: .help, fullName: fullName(currentPath) + " help"))
            }
            guard !current.subcommands.isEmpty else {
                // The usage's `[<subcommand> ...]` is a path: each word a subcommand of the one before.
                throw CommandLineError(
                    message:
                        "unexpected argument '\(word.escaped)': '\(fullName(currentPath))' has no subcommands (help takes a path of subcommands, each one of the one before)",
                    usage: usage, commandName: fullName(path))
            }
            guard let next = current.subcommand(named: word) else {
                let hint = Suggestion.hint(for: word, among: current.subcommands.map(\.name))
                throw CommandLineError(
                    message: "unknown subcommand '\(word.escaped)'\(hint)", usage: usage, commandName: fullName(path))
            }
            current = next
            currentPath.append(word)
        }
        return .help(HelpFormatter.help(for: current, fullName: fullName(currentPath)))
    }

    private func parseLeaf(_ words: ArraySlice<String>, command: CommandConfiguration, path: [String]) throws(CommandLineError)
        -> ParseOutcome
    {
        func fail(_ message: String) -> CommandLineError {
            let name = fullName(path)
            return CommandLineError(message: message, usage: HelpFormatter.usage(for: command, fullName: name), commandName: name)
        }
        let end = words.firstIndex(of: "--") ?? words.endIndex
        if words[..<end].contains(where: { $0 == "-h" || $0 == "--help" }) {
            return .help(HelpFormatter.help(for: command, fullName: fullName(path)))
        }
        var values = ParsedValues()
        var positionals: [String] = []
        var rest = words
        var optionsEnded = false
        while let word = rest.popFirst() {
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            guard let option = command.options.first(where: { $0.name == name }) else {
                let shown = command.options.filter { $0.visibility == .default }.map(\.name) + ["--help"]
                throw fail(
                    "unknown option '\(word.escaped)'\(name.hasPrefix("--") ? Suggestion.hint(for: name, among: shown) : "")")
            }
            guard values.options[name] == nil else { throw fail("'\(name)' given twice") }
            guard let transform = option.transform else {
                guard parts.count == 1 else { throw fail("'\(name)' takes no value") }
                values.options[name] = true
                continue
            }
            let text: String
            if parts.count == 2 {
                text = parts[1]
            } else if let next = rest.first, !next.hasPrefix("--") {
                text = next
                rest.removeFirst()
            } else {
                throw fail("missing value for '\(name)'")
            }
            do {
                values.options[name] = try transform(text)
            } catch {
                throw fail(error.message)
            }
        }
        var remaining = positionals[...]
        for argument in command.arguments {
            guard !remaining.isEmpty || argument.isOptional else { throw fail("missing \(argument.missing)") }
            do {
                if argument.isRepeating {
                    var elements: [any Sendable] = []
                    for word in remaining { elements.append(try argument.transform(word)) }
                    values.arguments[argument.valueName] = elements
                    remaining = []
                } else {
                    values.arguments[argument.valueName] = try argument.transform(remaining.removeFirst())
                }
            } catch {
                throw fail(error.message)
            }
        }
        if let extra = remaining.first { throw fail("unexpected argument '\(extra)'") }
        do {
            try command.validate?(values)
        } catch {
            throw fail(error.message)
        }
        return .run(path: path, values: values)
    }
}
