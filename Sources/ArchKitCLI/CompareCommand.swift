import Domain
import Harness

/// `archkit compare`: every built-in scenario on every architecture, as a matrix.
enum CompareCommand {
    @MainActor
    static func run(_ words: [String]) async throws(UsageError) -> CommandResult {
        let arguments = try Arguments(
            words, valueOptions: ["--feature", "--arch"], flagOptions: ["--help"], usage: HelpText.compareUsage)
        if arguments.flags.contains("--help") {
            return CommandResult(exitCode: CommandResult.success, output: HelpText.compare + "\n")
        }
        if let extra = arguments.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", usage: HelpText.compareUsage)
        }
        let feature = try arguments.values["--feature"].map { word throws(UsageError) in
            try FeatureName.parse(word, usage: HelpText.compareUsage)
        }
        let architectures = try ArchitectureList.parse(arguments.values["--arch"], usage: HelpText.compareUsage)
        let scenarios: [Scenario]
        do {
            scenarios = try BuiltInScenarios.load(feature: feature)
        } catch {
            return CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: built-in scenario: \(error)\n")
        }
        let report = await Conformance.run(scenarios, on: architectures)
        let text = ReportFormatter.matrix(report, label: { ScenarioLabel.builtIn($0) })
        return CommandResult(exitCode: report.allPassed ? CommandResult.success : CommandResult.failure, output: text)
    }
}
