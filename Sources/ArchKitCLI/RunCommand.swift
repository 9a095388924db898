import CommandLineKit
import Harness

/// `archkit run FILE…`: scenario files on every architecture.
enum RunCommand: Subcommand {
    static let files = Argument<[String]>.repeating(
        valueName: "file", help: "A scenario file (.json).", missing: "scenario file")
    static let arch = ArchitectureList.option()

    static let configuration = CommandConfiguration(
        name: "run",
        abstract: "Play scenario files on every architecture.",
        discussion: """
            Each file is a scenario in the JSON format of Docs/Contract.md ("Scenario files"). \
            Prints, per file and architecture, pass or the first failing step with the expected \
            and the actual value. A malformed file is reported with its path, line and step. \
            Exits 1 if any file failed.
            """,
        arguments: [files], options: [arch])

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let architectures = values[arch] ?? Architecture.allCases
        var output = ""
        var passed = 0
        var failed = 0
        for path in values[files] {
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
                let name = ReportFormatter.pad(cell.result.architecture, 12)
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
