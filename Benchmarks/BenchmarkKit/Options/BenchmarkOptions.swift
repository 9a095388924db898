/// The command line of `archkit-bench`, parsed.
///
/// Parsing lives here, in the library, so tests run it in-process.
public struct BenchmarkOptions: Sendable, Hashable {
    /// A run of seconds (fewer samples, smaller lists): what CI runs.
    public var quick = false
    /// Which cases to run; see ``CaseFilter``.
    public var filter: String?
    /// What to print on standard output.
    public var format = OutputFormat.table
    /// Where to write the HTML page, if anywhere.
    public var htmlOutput: String?
    /// An earlier JSON report to compare with.
    public var baseline: String?
    /// A saved JSON report to print (in ``format``, and as HTML with ``htmlOutput``) instead of
    /// running the benchmarks.
    public var from: String?
    /// The columns to run ("direct", "mvc", …), or `nil` for all.
    public var columns: [String]?
    /// Run even in a debug build (the report says so, loudly).
    public var allowDebug = false
    /// Print the help and exit.
    public var help = false

    /// Creates the default options.
    public init() {}

    /// Parses the arguments (without the program name).
    /// - Throws: ``BenchmarkUsageError`` for an unknown option, a missing or bad value, or a
    ///   stray argument.
    public init(arguments: [String]) throws(BenchmarkUsageError) {
        var rest = arguments[...]
        func value(for option: String) throws(BenchmarkUsageError) -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") || next == "-" else {
                throw BenchmarkUsageError("Missing value for '\(option)'.")
            }
            return next
        }
        var seen: Set<String> = []
        while let argument = rest.popFirst() {
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            // An option given twice ('--baseline a --baseline b') would silently keep one.
            if name.hasPrefix("--"), name != "--help", !seen.insert(name).inserted {
                throw BenchmarkUsageError("'\(name)' was given more than once.")
            }
            func take() throws(BenchmarkUsageError) -> String {
                if let inline { return inline }
                return try value(for: name)
            }
            switch name {
            case "--quick": quick = true
            case "--allow-debug": allowDebug = true
            case "-h", "--help", "help": help = true
            case "--filter": filter = try take()
            case "--format":
                let word = try take()
                guard let parsed = OutputFormat(rawValue: word.lowercased()) else {
                    throw BenchmarkUsageError(
                        "Unknown format '\(word)'; use one of "
                            + OutputFormat.allCases.map(\.rawValue).joined(separator: ", ") + ".")
                }
                format = parsed
            case "--output":
                let path = try take()
                guard path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm") else {
                    throw BenchmarkUsageError("'--output' writes an HTML page; give a file ending in .html.")
                }
                htmlOutput = path
            case "--baseline": baseline = try take()
            case "--from": from = try take()
            case "--arch":
                let words = try take().split(separator: ",").map { String($0.filter { $0 != " " }).lowercased() }.filter {
                    !$0.isEmpty
                }
                guard !words.isEmpty else { throw BenchmarkUsageError("'--arch' needs at least one column.") }
                columns = words
            default:
                if argument.hasPrefix("-") { throw BenchmarkUsageError("Unknown option '\(argument)'.") }
                throw BenchmarkUsageError("Unexpected argument '\(argument)'.")
            }
        }
        if from != nil {
            // A saved report is printed as it was run: options that say how to run mean nothing.
            for (given, option) in [(quick, "--quick"), (allowDebug, "--allow-debug")] where given {
                throw BenchmarkUsageError(
                    "'\(option)' says how to run; it cannot be combined with '--from', which prints a saved run "
                        + "(its '--filter' and '--arch' select from the saved cases).")
            }
        }
    }

    /// The help text, in argument-parser's layout.
    public static let helpText = """
        OVERVIEW: Measure what each architecture's binding costs, side by side with a hand-written baseline.

        Suites: binding (one user event to a settled screen), list (js-framework-benchmark's
        operations on the Products table), scaling (the list at 1,000 to 100,000 rows, with the
        fitted exponent), primitives (the Reactive core and the store beside a closure call),
        memory (bytes per screen and per binding, and what is left after a pop).

        USAGE: archkit-bench [--quick] [--filter <pattern>] [--arch <columns>] [--format <format>]
                             [--output <file.html>] [--baseline <old.json>] [--from <report.json>]
                             [--allow-debug]

        OPTIONS:
          --quick                 A run of seconds (fewer samples, smaller lists); CI runs it.
          --filter <pattern>      Run the cases whose "suite/Subject.Operation/column" matches a
                                  regular expression (case-insensitive; a pattern that is not a
                                  valid one is matched as text, with a note), e.g. '^list/',
                                  'Car.editMake', '/(Direct|Redux)$'. Matching nothing is an error.
          --arch <columns>        Comma-separated columns to run: direct, mvc, mvp, closure-mvvm,
                                  reactive-mvvm, observation-mvvm, redux (default: all).
          --format <format>       What to print: table (default), json, csv or markdown.
          --output <file.html>    Also write one self-contained HTML page with SVG bar charts.
          --baseline <old.json>   Compare with an earlier '--format json' report and mark what got
                                  significantly faster or slower.
          --from <report.json>    Print a saved '--format json' report instead of running (any format,
                                  and '--output'), e.g. to turn a CI report into a page. '--filter'
                                  and '--arch' select from its cases; '--quick' and '--allow-debug'
                                  cannot be combined with it.
          --allow-debug           Run in a debug build anyway (the numbers are meaningless).
          -h, --help              Show help information.

        Build in release: swift run -c release archkit-bench
        """

    /// The one-line usage printed after an error.
    public static let usage =
        "USAGE: archkit-bench [--quick] [--filter <pattern>] [--arch <columns>] [--format table|json|csv|markdown] [--output <file.html>] [--baseline <old.json>] [--from <report.json>] [--allow-debug]"
}
