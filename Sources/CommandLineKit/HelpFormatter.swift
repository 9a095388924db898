/// Writes a command's help and usage from its ``CommandConfiguration``, in argument-parser's
/// layout:
///
/// ```
/// OVERVIEW: <abstract>
///
/// <discussion>
///
/// USAGE: <tool> <command> <arguments> [<options>]
///
/// ARGUMENTS:
///   <file>                  A scenario file (.json).
///
/// OPTIONS:
///   --arch <list>           Comma-separated architectures …
///   -h, --help              Show help information.
///
/// SUBCOMMANDS:
///   compare                 Play every built-in scenario …
/// ```
///
/// Text is wrapped at ``width`` columns; help entries start at column 26, below their label
/// when the label is longer.
public enum HelpFormatter {
    /// The width the help is wrapped to, in columns.
    public static let width = 80
    /// Where an entry's help starts.
    static let helpColumn = 26

    /// The command's usage on one line: `archkit run <file> ... [--arch <list>]`.
    /// - Parameter fullName: The tool's name and the subcommands' names leading to it.
    public static func usage(for command: CommandConfiguration, fullName: String) -> String {
        usageParts(for: command, fullName: fullName).joined(separator: " ")
    }

    /// The full help, ending in a newline.
    /// - Parameter fullName: The tool's name and the subcommands' names leading to it.
    public static func help(for command: CommandConfiguration, fullName: String) -> String {
        var sections: [String] = [wrap("OVERVIEW: " + command.abstract, indent: 0)]
        for paragraph in paragraphs(command.discussion) { sections.append(wrap(paragraph, indent: 0)) }
        let parts = usageParts(for: command, fullName: fullName)
        sections.append(wrapTokens(["USAGE:"] + parts, indent: "USAGE: \(fullName) ".count))
        if !command.arguments.isEmpty {
            sections.append(
                (["ARGUMENTS:"] + command.arguments.map { entry($0.label, $0.help) }).joined(separator: "\n"))
        }
        var options = command.options.filter { $0.visibility == .default }.map { entry($0.label, $0.fullHelp) }
        options.append(entry("-h, --help", "Show help information."))
        sections.append((["OPTIONS:"] + options).joined(separator: "\n"))
        if !command.subcommands.isEmpty {
            var lines = ["SUBCOMMANDS:"]
            lines += command.subcommands.map { entry($0.name, $0.abstract) }
            lines.append(entry(CommandConfiguration.help.name, CommandConfiguration.help.abstract))
            lines.append("")
            lines.append("  See '\(fullName) help <subcommand>' for detailed help.")
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private static func usageParts(for command: CommandConfiguration, fullName: String) -> [String] {
        var parts = [fullName]
        if !command.subcommands.isEmpty { parts.append("<subcommand>") }
        parts += command.arguments.map(\.label)
        parts += command.options.filter { $0.visibility == .default }.map { "[\($0.label)]" }
        return parts
    }

    /// One entry: two spaces, the label, the help from ``helpColumn``.
    private static func entry(_ label: String, _ help: String) -> String {
        let lead = "  " + label
        let lines = wrapWords(help, first: width - helpColumn, rest: width - helpColumn)
        let pad = String(repeating: " ", count: helpColumn)
        if lead.count > helpColumn - 2 {
            return ([lead] + lines.map { pad + $0 }).joined(separator: "\n")
        }
        var text = lead + String(repeating: " ", count: helpColumn - lead.count) + (lines.first ?? "")
        for line in lines.dropFirst() { text += "\n" + pad + line }
        return text
    }

    /// The paragraphs of a discussion: blank-line separated, each with its line breaks undone.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n\n", omittingEmptySubsequences: true).map { paragraph in
            paragraph.split(separator: "\n").map { $0.trimmingCharacters() }.joined(separator: " ")
        }
    }

    /// Wraps a paragraph at ``width``; lines after the first are indented by `indent`.
    private static func wrap(_ text: String, indent: Int) -> String {
        wrapTokens(text.split(separator: " ").map(String.init), indent: indent)
    }

    private static func wrapTokens(_ tokens: [String], indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for token in tokens {
            if line.isEmpty || line.count + 1 + token.count <= width {
                line += line.isEmpty ? token : " " + token
            } else {
                lines.append(line)
                line = String(repeating: " ", count: indent) + token
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Words in lines of at most `first` (the first) and `rest` (the others) columns.
    private static func wrapWords(_ text: String, first: Int, rest: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let limit = lines.isEmpty ? first : rest
            if line.isEmpty || line.count + 1 + word.count <= limit {
                line += line.isEmpty ? String(word) : " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
