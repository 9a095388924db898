import CommandLineKit
import Domain
import Harness

/// `archkit demo FEATURE`: the feature's showcase scenario, architectures side by side.
enum DemoCommand: Subcommand {
    static let feature = Argument<Feature>.single(
        valueName: "feature", help: FeatureName.all, missing: "feature (expected one of: \(FeatureName.all))",
        transform: FeatureName.parse)
    static let arch = ArchitectureList.option()
    static let width = Option<Int>.value(
        "--width", valueName: "columns",
        help: """
            The width to fit, 20 to 1000 (default: the terminal's, or $COLUMNS, or 80). Screens \
            narrower than 22 columns are stacked in bands, as many side by side as fit, as play \
            does. Lines longer than a column are wrapped.
            """
    ) { text throws(ValidationError) in
        guard let value = Int(text), (20...1000).contains(value) else {
            throw ValidationError("'--width' takes a number of columns from 20 to 1000; got '\(text.escaped)'")
        }
        return value
    }

    static let noTrace = Option<Bool>.flag(
        "--no-trace", help: "Leave out the lines under each screen that show the step's path (see 'archkit trace').")

    static let configuration = CommandConfiguration(
        name: "demo",
        abstract: "Play a feature's showcase scenario and show the architectures' screens side by side.",
        discussion: """
            After each step, prints each chosen architecture's navigation stack and top screen as \
            text, in columns fitted to the terminal's width, and under each screen the step's \
            path through that architecture, recorded from the run: the types the event passed \
            through, in order, and the widget writes it caused.
            """,
        arguments: [feature], options: [arch, width, noTrace])

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let feature = values[Self.feature]
        let architectures = values[arch] ?? Architecture.allCases
        let width = values[Self.width] ?? min(max(environment.terminalWidth, 20), 1000)
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
        var paths: [[Int: StepTrace]] = []
        if !values[noTrace] {
            for architecture in architectures {
                let trace = await TraceRecorder().record(showcase, on: architecture)
                paths.append(Dictionary(trace.steps.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first }))
            }
        }
        let count = cells.count == 1 ? "1 architecture" : "\(cells.count) architectures"
        var output = ScreenRenderer.wrap("\(showcase.name) (\(feature.rawValue), \(count))", width).joined(separator: "\n") + "\n"
        let note = "Steps are numbered from 0; expect steps change nothing on screen and are not shown."
        output += ScreenRenderer.wrap(note, width).joined(separator: "\n") + "\n"
        let steps = cells.map(\.result.transcript.entries.count).max() ?? 0
        for index in 0..<steps {
            let entries = cells.map { index < $0.result.transcript.entries.count ? $0.result.transcript.entries[index] : nil }
            let step = entries.compactMap { $0 }.first
            if step?.step == "expect" { continue }  // an expectation changes nothing on screen
            let heading = step.map { entry in entry.stepIndex.map { "Step \($0): \(entry.step)" } ?? "Start" } ?? ""
            output += "\n" + ScreenRenderer.wrap("== \(heading)", width).joined(separator: "\n") + "\n"
            var columns = entries.map { $0.map(ScreenRenderer.lines) ?? ["(stopped)"] }
            if let stepIndex = step?.stepIndex, !paths.isEmpty {
                let under = paths.map { $0[stepIndex].map(TraceSummaryLines.lines) ?? [] }
                let height = columns.map(\.count).max() ?? 0
                for column in columns.indices where !under[column].isEmpty {
                    columns[column] += Array(repeating: "", count: height - columns[column].count + 1) + under[column]
                }
            }
            // The same layout as play's: side by side while columns stay readable, else in bands.
            output +=
                ScreenRenderer.bands(columns, headers: cells.map(\.result.architecture), width: width)
                .joined(separator: "\n") + "\n"
        }
        let failed = cells.filter { !$0.passed }
        var closing = failed.map { "\($0.result.architecture): FAIL \(ReportFormatter.reason($0))" }
        if failed.isEmpty {
            closing.append(
                cells.count == 1
                    ? "\(cells[0].result.architecture) played every step."
                    : "All \(cells.count) architectures showed the same screens at every step.")
        }
        // Every line fits `--width`, the headings and the closing lines too.
        for line in closing { output += "\n" + ScreenRenderer.wrap(line, width).joined(separator: "\n") + "\n" }
        return CommandResult(exitCode: failed.isEmpty ? CommandResult.success : CommandResult.failure, output: output)
    }
}
