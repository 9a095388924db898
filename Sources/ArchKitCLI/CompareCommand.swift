import CommandLineKit
import Domain
import Harness

/// `archkit compare`: every built-in scenario on every architecture, as a matrix.
enum CompareCommand: Subcommand {
    static let feature = Option<Feature>.value(
        "--feature", valueName: "feature", help: "Only this feature's scenarios (\(FeatureName.all)).",
        transform: FeatureName.parse)
    static let arch = ArchitectureList.option(help: "Comma-separated architectures, in column order")
    static let writes = Option<Bool>.flag(
        "--writes",
        help: """
            After the matrix, list every step where an architecture set a widget to what it \
            already showed: unchanged/total widget writes per architecture, and the sums, as the \
            headless widgets counted them (information about each style, not a ranking).
            """)

    static let configuration = CommandConfiguration(
        name: "compare",
        abstract: "Play every built-in scenario on every architecture and print the matrix (the main job).",
        discussion: """
            A cell passes when every step applied, every expectation held, the architecture's \
            screens match the reference architecture's (the first that passed) after every step, \
            and every popped screen and the app itself were freed. Exits 1 if any cell failed.
            """,
        options: [feature, arch, writes])

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let architectures = values[arch] ?? Architecture.allCases
        let scenarios: [Scenario]
        do {
            scenarios = try BuiltInScenarios.load(feature: values[feature])
        } catch {
            return CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: built-in scenario: \(error)\n")
        }
        let report = await Conformance.run(scenarios, on: architectures)
        var text = ReportFormatter.matrix(report, label: { ScenarioLabel.builtIn($0) })
        if values[writes] { text += UnchangedWritesReport.render(report, label: { ScenarioLabel.builtIn($0) }) }
        return CommandResult(exitCode: report.allPassed ? CommandResult.success : CommandResult.failure, output: text)
    }
}
