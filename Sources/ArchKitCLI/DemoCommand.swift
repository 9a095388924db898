import Domain
import Harness

/// `archkit demo FEATURE`: the feature's showcase scenario, architectures side by side.
enum DemoCommand {
    @MainActor
    static func run(_ words: [String], terminalWidth: Int) async throws(UsageError) -> CommandResult {
        let arguments = try Arguments(
            words, valueOptions: ["--arch", "--width"], flagOptions: ["--help"], usage: HelpText.demoUsage)
        if arguments.flags.contains("--help") {
            return CommandResult(exitCode: CommandResult.success, output: HelpText.demo + "\n")
        }
        guard let word = arguments.positionals.first else {
            throw UsageError(message: "missing feature (expected one of: \(FeatureName.all))", usage: HelpText.demoUsage)
        }
        if arguments.positionals.count > 1 {
            throw UsageError(message: "unexpected argument '\(arguments.positionals[1])'", usage: HelpText.demoUsage)
        }
        let feature = try FeatureName.parse(word, usage: HelpText.demoUsage)
        let architectures = try ArchitectureList.parse(arguments.values["--arch"], usage: HelpText.demoUsage)
        var width = min(max(terminalWidth, 20), 1000)
        if let text = arguments.values["--width"] {
            guard let value = Int(text), (20...1000).contains(value) else {
                throw UsageError(
                    message: "'--width' takes a number of columns from 20 to 1000; got '\(text)'", usage: HelpText.demoUsage)
            }
            width = value
        }
        let showcase: Scenario
        do {
            guard let found = try BuiltInScenarios.load(feature: feature).first(where: { $0.source.hasSuffix("showcase.json") })
            else {
                return CommandResult(
                    exitCode: CommandResult.failure, errorOutput: "Error: no showcase scenario for '\(feature.rawValue)'\n")
            }
            showcase = found
        } catch {
            return CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: built-in scenario: \(error)\n")
        }
        let report = await Conformance.run([showcase], on: architectures)
        let cells = report.rows[0].cells
        let columnWidth = max(8, (width - 3 * (cells.count - 1)) / cells.count)
        let count = cells.count == 1 ? "1 architecture" : "\(cells.count) architectures"
        var output = ScreenRenderer.fit("\(showcase.name) (\(feature.rawValue), \(count))", width).trimmingTrailingSpaces + "\n"
        let note = "Steps are numbered from 0; expect steps change nothing on screen and are not shown."
        output += ScreenRenderer.fit(note, width).trimmingTrailingSpaces + "\n"
        let steps = cells.map(\.result.transcript.entries.count).max() ?? 0
        for index in 0..<steps {
            let entries = cells.map { index < $0.result.transcript.entries.count ? $0.result.transcript.entries[index] : nil }
            let step = entries.compactMap { $0 }.first
            if step?.step == "expect" { continue }  // an expectation changes nothing on screen
            let heading = step.map { entry in entry.stepIndex.map { "Step \($0): \(entry.step)" } ?? "Start" } ?? ""
            output += "\n== \(heading)\n"
            let columns = entries.map { $0.map(ScreenRenderer.lines) ?? ["(stopped)"] }
            output +=
                ScreenRenderer.sideBySide(columns, headers: cells.map(\.result.architecture), width: columnWidth)
                .joined(separator: "\n") + "\n"
        }
        let failed = cells.filter { !$0.passed }
        for cell in failed { output += "\n\(cell.result.architecture): FAIL \(ReportFormatter.reason(cell))\n" }
        if failed.isEmpty { output += "\nAll \(cells.count) architectures showed the same screens at every step.\n" }
        return CommandResult(exitCode: failed.isEmpty ? CommandResult.success : CommandResult.failure, output: output)
    }
}
