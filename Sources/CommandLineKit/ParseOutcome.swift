/// What a command line asks for, once parsed.
public enum ParseOutcome: Sendable {
    /// Print this help (ending in a newline) on standard output and exit 0.
    case help(String)
    /// Run the command reached by `path` (the subcommands' names after the tool's; empty for
    /// the root) with these values.
    case run(path: [String], values: ParsedValues)
}
