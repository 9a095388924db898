import Harness

/// `archkit run FILE…`: scenario files on every architecture.
enum RunCommand {
    @MainActor
    static func run(_ words: [String]) async throws(UsageError) -> CommandResult {
        let arguments = try Arguments(words, valueOptions: ["--arch"], flagOptions: ["--help"], usage: HelpText.runUsage)
        if arguments.flags.contains("--help") {
            return CommandResult(exitCode: CommandResult.success, output: HelpText.run + "\n")
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing scenario file", usage: HelpText.runUsage)
        }
        let architectures = try ArchitectureList.parse(arguments.values["--arch"], usage: HelpText.runUsage)
        var output = ""
        var passed = 0
        var failed = 0
        // Names line up under the longest chosen one, and at least 12 wide as they always were.
        let nameWidth = max(12, architectures.map(\.name.count).max() ?? 0)
        for path in arguments.positionals {
            let scenario: Scenario
            do {
                scenario = try ScenarioFile.load(path: path)
            } catch {
                output += "\(path): FAIL (the file was not played)\n  \(error)\n"
                failed += architectures.count
                continue
            }
            output += "\(path): \(scenario.name)\n"
            let report = await Conformance.run([scenario], on: architectures)
            for cell in report.rows[0].cells {
                let name = ReportFormatter.pad(cell.result.architecture, nameWidth)
                if cell.passed {
                    passed += 1
                    output += "  \(name)  pass\n"
                } else {
                    failed += 1
                    output += "  \(name)  FAIL  \(ReportFormatter.reason(cell))\n"
                }
            }
        }
        output += "\n\(passed) passed, \(failed) failed\n"
        return CommandResult(exitCode: failed == 0 ? CommandResult.success : CommandResult.failure, output: output)
    }
}
