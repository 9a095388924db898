import CommandLineKit
import Domain
import Harness

/// `archkit list`: what the kit has.
enum ListCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "list", abstract: "List the architectures, features and built-in scenarios.")

    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        var lines = ["Architectures (--arch):"]
        let width = Architecture.allCases.map(\.argument.count).max() ?? 0
        lines += Architecture.allCases.map { "  \(ReportFormatter.pad($0.argument, width + 1)) \($0.name)" }
        lines.append("")
        lines.append("Features: \(FeatureName.all)")
        lines.append("")
        // Where the files live in the package, not where the build copied them.
        lines.append("Built-in scenarios (\(BuiltInScenarios.packagePath)):")
        do {
            let folder = BuiltInScenarios.folder.path + "/"
            for scenario in try BuiltInScenarios.load() {
                var label = String(scenario.source.dropFirst(folder.count))
                if label.hasSuffix(".json") { label.removeLast(5) }
                lines.append("  \(ReportFormatter.pad(label, 44)) \(scenario.name)")
            }
        } catch {
            return CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: built-in scenario: \(error)\n")
        }
        return CommandResult(exitCode: CommandResult.success, output: lines.joined(separator: "\n") + "\n")
    }
}
