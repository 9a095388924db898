import CommandLineKit
import Domain
import Harness

/// `archkit stats [<feature> ...]`: per architecture and feature, the files, lines of code,
/// types and tests read from the package's sources, and the widget writes per step of the
/// built-in scenarios as the headless widgets saw them: information about each style, not a
/// ranking (Docs/Overview.md).
enum StatsCommand: Subcommand {
    static let features = Argument<[Feature]>.optionalRepeating(
        valueName: "feature", help: "Features to measure (\(FeatureName.all)). Default: all, with each architecture's total.",
        transform: FeatureName.parse)
    static let arch = ArchitectureList.option()
    static let format = Option<StatsFormat>.choice(
        "--format", valueName: "format", help: "How to print the numbers.", defaultValue: .table)
    static let files = Option<Bool>.flag("--files", help: "Also give each file's lines and types.")
    static let sources = Option<SourceTree>.value(
        "--sources", valueName: "path", help: "The package's root, whose Sources/ and Tests/ are read.",
        defaultDescription: "the package around the current directory, else the one archkit was built from",
        transform: SourceTree.init(path:))

    static let configuration = CommandConfiguration(
        name: "stats",
        abstract: "Count each architecture's files, lines, types, tests and widget writes per feature.",
        discussion: """
            Reads the Swift files of Sources/<Architecture>/<Feature> and Tests/<Architecture>Tests \
            with a Swift-aware scanner and plays the feature's built-in scenarios on each \
            architecture, one at a time, counting that app's widget writes as the headless widgets \
            saw them (information about each style, not a ranking). Lines of code are lines \
            with code on them: comment-only and blank lines are left out; types are the classes, \
            structs, enums, actors and protocols declared; tests are the @Test functions whose code \
            names what the feature's folder declares. Docs/Overview.md gives the rules in full. \
            Exits 1 if a scenario fails on an architecture.
            """,
        arguments: [features], options: [arch, format, files, sources],
        validate: { values throws(ValidationError) in
            var seen: [Feature] = []
            for feature in values[features] {
                guard !seen.contains(feature) else { throw ValidationError("feature '\(feature.rawValue)' named twice") }
                seen.append(feature)
            }
        })

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let tree: SourceTree
        if let given = values[sources] {
            tree = given
        } else {
            do {
                tree = try SourceTree.located()
            } catch {
                let rendered = CommandLineError(
                    message: error.message, usage: HelpFormatter.usage(for: configuration, fullName: "archkit stats"),
                    commandName: "archkit stats"
                ).rendered
                return CommandResult(exitCode: CommandLineError.exitCode, errorOutput: rendered)
            }
        }
        let chosen = values[features].isEmpty ? Feature.allCases : Feature.allCases.filter(values[features].contains)
        let measured: (report: StatsReport, failures: [String])
        do {
            measured = try await StatsCollector.collect(
                tree: tree, architectures: values[arch] ?? Architecture.allCases, features: chosen,
                progress: environment.progress)
        } catch {
            return CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: \(error.message)\n")
        }
        let output: String
        switch values[format] ?? .table {
        case .table: output = StatsFormatter.table(measured.report, files: values[files])
        case .json: output = StatsFormatter.json(measured.report)
        case .markdown:
            output = StatsFormatter.markdown(measured.report, files: values[files], command: command(values))
        }
        return CommandResult(
            exitCode: measured.failures.isEmpty ? CommandResult.success : CommandResult.failure, output: output,
            errorOutput: measured.failures.map { "Error: \($0)\n" }.joined())
    }

    /// The command line that gives this output, as the Markdown says (without `--sources`,
    /// which is where it was run, not what it printed).
    private static func command(_ values: ParsedValues) -> String {
        var words = ["archkit", "stats"] + values[features].map(\.rawValue)
        if let chosen = values[arch] { words += ["--arch", chosen.map(\.argument).joined(separator: ",")] }
        if values[files] { words.append("--files") }
        words += ["--format", "markdown"]
        return words.joined(separator: " ")
    }
}
