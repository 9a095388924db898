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
            and the actual value (each value an expect step found wrong, on a line of its own). \
            A malformed file is reported with its path, line and step. A file that cannot be read \
            is counted once, as not read. Exits 1 if any file failed or was not read.
            """,
        arguments: [files], options: [arch])

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let architectures = values[arch] ?? Architecture.allCases
        var output = ""
        var passed = 0
        var failed = 0
        var unread = 0
        // Names line up under the longest chosen one, and at least 12 wide as they always were.
        let nameWidth = max(12, architectures.map(\.name.count).max() ?? 0)
        for path in values[files] {
            let scenario: Scenario
            do {
                scenario = try ScenarioFile.load(path: path)
            } catch {
                // A file that cannot be read fails once, not once per architecture.
                output += "\(path.escaped): FAIL (the file was not played)\n  \(error)\n"
                unread += 1
                continue
            }
            output += "\(path.escaped): \(scenario.name.escaped)\n"
            let report = await Conformance.run(
                [scenario], on: architectures,
                progress: environment.progress.flatMap { write in
                    RunProgress.reporter(file: path, steps: scenario.steps.count, write: write)
                })
            for cell in report.rows[0].cells {
                let name = ReportFormatter.pad(cell.result.architecture, nameWidth)
                if cell.passed {
                    passed += 1
                    output += "  \(name)  pass\n"
                } else {
                    failed += 1
                    output += "  \(name)  FAIL  \(ReportFormatter.reason(cell))\n"
                    // Every value the step found wrong, under the first.
                    let indent = String(repeating: " ", count: name.count + 10)
                    for line in ReportFormatter.alsoWrong(cell) { output += indent + line + "\n" }
                }
            }
        }
        output += "\n\(passed) passed, \(failed) failed"
        if unread > 0 { output += ", \(unread) \(unread == 1 ? "file" : "files") not read" }
        output += "\n"
        let exitCode = failed == 0 && unread == 0 ? CommandResult.success : CommandResult.failure
        return CommandResult(exitCode: exitCode, output: output)
    }
}
