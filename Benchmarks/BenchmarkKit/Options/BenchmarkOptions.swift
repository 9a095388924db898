import CommandLineKit

/// The command line of `archkit-bench`, declared once (``configuration(columns:)``) and parsed
/// from that declaration by CommandLineKit, which also writes its help and its errors.
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
    /// The columns to run, by their command-line names ("direct", "mvc", …), or `nil` for all.
    public var columns: [String]?
    /// Run even in a debug build (the report says so, loudly).
    public var allowDebug = false
    /// Build every app in this process, without first asking a child process which features
    /// have landed: for profilers (valgrind) under which that child cannot start.
    public var noProbe = false
    /// Print the help and exit.
    public var help = false

    /// Creates the default options.
    public init() {}

    /// Parses the arguments (without the program name).
    /// - Parameters:
    ///   - arguments: The words after the program's name.
    ///   - columns: The names `--arch` takes ("direct", "mvc", "closure-mvvm", …); a name is
    ///     also taken without its hyphens and in any case.
    /// - Throws: ``CommandLineError`` for an unknown option, a missing or bad value, a stray
    ///   argument, an option given twice, or options that cannot go together.
    public init(arguments: [String], columns: [String]) throws(CommandLineError) {
        let values: ParsedValues
        switch try CommandParser(Self.configuration(columns: columns)).parse(arguments) {
        case .help:
            help = true
            return
        case .run(_, let parsed):
            values = parsed
        }
        quick = values[Self.quickFlag]
        allowDebug = values[Self.allowDebugFlag]
        noProbe = values[Self.noProbeFlag]
        filter = values[Self.filterOption]
        format = values[Self.formatOption] ?? .table
        htmlOutput = values[Self.outputOption]
        baseline = values[Self.baselineOption]
        from = values[Self.fromOption]
        self.columns = values[Self.archOption(columns: columns)]
    }

    /// The help text, in argument-parser's layout, ending in a newline.
    public static func helpText(columns: [String]) -> String {
        HelpFormatter.help(for: configuration(columns: columns), fullName: "archkit-bench")
    }

    /// The command, declared: what it does, its options, and which cannot go together.
    public static func configuration(columns: [String]) -> CommandConfiguration {
        CommandConfiguration(
            name: "archkit-bench",
            abstract: "Measure what each architecture's binding costs, side by side with a hand-written baseline.",
            discussion: """
                Suites: binding (one user event to a settled screen), list (js-framework-benchmark's \
                operations on the Products table), scaling (the list at 1,000 to 100,000 rows, with the \
                fitted exponent), primitives (the Reactive core and the store beside a closure call), \
                memory (bytes per screen and per binding, and what is left after a pop).

                Build in release: swift run -c release archkit-bench
                """,
            options: [
                quickFlag, filterOption, archOption(columns: columns), formatOption, outputOption, baselineOption, fromOption,
                allowDebugFlag, noProbeFlag,
            ],
            validate: { values throws(ValidationError) in
                // A saved report is printed as it was run: options that say how to run mean nothing.
                guard values.contains(fromOption) else { return }
                for flag in [quickFlag, allowDebugFlag, noProbeFlag] where values[flag] {
                    throw ValidationError(
                        "'\(flag.declaration.name)' says how to run; it cannot be combined with '--from', which prints a "
                            + "saved run (its '--filter' and '--arch' select from the saved cases)")
                }
            })
    }

    static let quickFlag = Option<Bool>.flag(
        "--quick", help: "A run of seconds (fewer samples, smaller lists, no fitted exponents); CI runs it.")
    static let filterOption = Option<String>.value(
        "--filter", valueName: "pattern",
        help: """
            Run the cases whose "suite/Subject.Operation/column" matches a regular expression \
            (case-insensitive; a pattern that is not a valid one is matched as text, with a note), e.g. \
            '^list/', 'Car.editMake', '/(Direct|Redux)$'; it is also tried on "suite/Subject.Operation" and \
            "suite", so 'Car.editMake$' and '^binding$' work. A case on a number of rows is also named as \
            reports print it, 'Products.create@10000'; a number is matched whole (@1000 is not @10000). \
            Matching nothing is an error.
            """)
    static let formatOption = Option<OutputFormat>.choice(
        "--format", valueName: "format", help: "What to print on standard output.", defaultValue: .table)
    static let outputOption = Option<String>.value(
        "--output", valueName: "file.html", help: "Also write one self-contained HTML page with SVG bar charts."
    ) { path throws(ValidationError) in
        _ = try Option<String>.nonEmptyPath(path, option: "--output")
        guard path.lowercased().hasSuffix(".html") || path.lowercased().hasSuffix(".htm") else {
            throw ValidationError("'--output' writes an HTML page; give a file ending in .html; got '\(path.escaped)'")
        }
        return path
    }
    static let baselineOption = Option<String>.path(
        "--baseline", valueName: "old.json",
        help: "Compare with an earlier '--format json' report and mark what got significantly faster or slower.")
    static let fromOption = Option<String>.path(
        "--from", valueName: "report.json",
        help: """
            Print a saved '--format json' report instead of running (any format, and '--output'), e.g. \
            to turn a CI report into a page. '--filter' and '--arch' select from its cases; '--quick' \
            and '--allow-debug' cannot be combined with it.
            """)
    static let allowDebugFlag = Option<Bool>.flag(
        "--allow-debug", help: "Run in a debug build anyway (the numbers are meaningless).")
    static let noProbeFlag = Option<Bool>.flag(
        "--no-probe",
        help: """
            Build every column's apps in this process instead of first asking a child process which \
            features have landed, for profiling under valgrind (valgrind --tool=callgrind \
            archkit-bench --no-probe --filter …); a feature that has not landed then stops the run.
            """)

    /// `--arch`: comma-separated column names, each one of `columns`, none twice, none empty (as
    /// `archkit --arch` refuses `mvc,`).
    static func archOption(columns: [String]) -> Option<[String]> {
        .value(
            "--arch", valueName: "columns",
            help: "Comma-separated columns to run: \(columns.joined(separator: ", ")).", defaultDescription: "all"
        ) { text throws(ValidationError) in
            var chosen: [String] = []
            for word in text.split(separator: ",", omittingEmptySubsequences: false) {
                let name = word.filter { $0 != " " }.lowercased()
                guard !name.isEmpty else {
                    throw ValidationError(
                        "empty column name in '--arch \(text.escaped)' (expected one of: \(columns.joined(separator: ", ")))")
                }
                guard let column = columns.first(where: { $0 == name || $0.filter { $0 != "-" } == name }) else {
                    throw ValidationError(
                        "unknown column '\(name.escaped)' for '--arch' (expected one of: \(columns.joined(separator: ", ")))")
                }
                guard !chosen.contains(column) else { throw ValidationError("'--arch' names the column '\(column)' twice") }
                chosen.append(column)
            }
            guard !chosen.isEmpty else { throw ValidationError("'--arch' needs at least one column") }
            return chosen
        }
    }
}
