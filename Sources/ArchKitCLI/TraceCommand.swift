import CommandLineKit
import Foundation
import Harness

/// `archkit trace SCENARIO`: the path of each step's user event through each architecture,
/// recorded from the run (Docs/Trace.md).
enum TraceCommand: Subcommand {
    static let scenario = Argument<String>.single(
        valueName: "scenario",
        help: "A built-in scenario by name (welcome/06-home-and-sign-out; see 'archkit list') or a scenario file (.json).",
        missing: "scenario (a built-in name such as welcome/02-sign-in, or a .json file)"
    ) { $0 }
    static let arch = ArchitectureList.option()
    static let step = Option<Int>.value(
        "--step", valueName: "n", help: "Trace only step n (steps are numbered from 0).",
        defaultDescription: "every step but expect"
    ) { word throws(ValidationError) in
        // Surrounding spaces are dropped, as `--arch` drops them around each name.
        let number = word.trimmingCharacters(in: .whitespaces)
        if let n = Int(number), n >= 0 { return n }
        if !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) {
            throw ValidationError("'--step' \(word.quoted) is too large (at most \(Int.max))")
        }
        throw ValidationError("'--step' takes a step number from 0; got \(word.quoted)")
    }
    static let format = Option<TraceFormat>.choice(
        "--format", valueName: "format", help: "How to print each path.", defaultValue: .text)
    static let compare = Option<Bool>.flag(
        "--compare", help: "Per step, one line per architecture: hops, distinct types, widget writes, unchanged writes.")
    static let docs = Option<Bool>.flag(
        "--docs",
        help: "Print the Markdown section the Docs pages carry for one step: counts and a Mermaid diagram per architecture.")

    static let configuration = CommandConfiguration(
        name: "trace",
        abstract: "Show the path of each step's event through each architecture, recorded from the run.",
        discussion: """
            Plays the scenario on each architecture with the trace probes on and prints, per step, \
            the widget event and every hop it led to: the calls between the architecture's types \
            (named from the call stack), the store's dispatch, reduce and notify, the repository \
            and service calls, and each widget write with its old and new value. Hops that ran \
            after a suspension (a request answered, an image loaded) are marked async. Meant for \
            debug builds: a release build inlines frames away. Exits 1 if the scenario fails on \
            an architecture, after printing the steps up to the failing one.
            """,
        arguments: [scenario], options: [arch, step, format, compare, docs],
        validate: { values throws(ValidationError) in
            if values[compare] && values[docs] { throw ValidationError("'--compare' and '--docs' cannot be combined") }
            if values[docs] && values[step] == nil { throw ValidationError("'--docs' needs '--step'") }
            if (values[compare] || values[docs]) && values.contains(format) {
                throw ValidationError("'--format' cannot be combined with '--compare' or '--docs'")
            }
        })

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let architectures = values[arch] ?? Architecture.allCases
        let played: Scenario
        switch load(values[scenario]) {
        case .success(let found): played = found
        case .failure(let problem): return problem.result
        }
        if played.steps.isEmpty {
            return usage("\(values[scenario].quoted) has no steps, so there is no event to trace")
        }
        if let step = values[step], !played.steps.indices.contains(step) {
            let range = "its steps are 0 to \(played.steps.count - 1)"
            return usage("step \(step) is out of range for '\(String(describing: played).escaped)' (\(range))")
        }
        var traces: [ScenarioTrace] = []
        for architecture in architectures {
            traces.append(await TraceRecorder().record(played, on: architecture, steps: values[step].map { [$0] }))
        }
        var output: String
        if values[docs], let step = values[step] {
            // The marker carries every option that shapes the section, so running it again
            // reproduces it.
            let archOption = values[arch].map { " --arch " + $0.map(\.argument).joined(separator: ",") } ?? ""
            output = TraceDocsFormatter.section(
                traces, step: step, command: "archkit trace \(played)\(archOption) --step \(step) --docs")
        } else if values[compare] {
            output = TraceTextFormatter.compare(traces)
        } else {
            switch values[format] ?? .text {
            case .text: output = traces.map(TraceTextFormatter.text).joined()
            case .mermaid:
                output = traces.flatMap { trace in
                    trace.steps.map {
                        TraceMermaidFormatter.diagram($0, architecture: trace.architecture, scenario: trace.scenario)
                    }
                }.joined(separator: "\n")
            case .json: output = json(traces)
            }
        }
        let failures = traces.compactMap { trace in trace.failure.map { "Error: \(trace.architecture) failed: \($0)\n" } }
        return CommandResult(
            exitCode: failures.isEmpty ? CommandResult.success : CommandResult.failure, output: output,
            errorOutput: failures.joined())
    }

    /// The traces as pretty-printed JSON with sorted keys.
    static func json(_ traces: [ScenarioTrace]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(traces), let text = String(data: data, encoding: .utf8) else { return "[]\n" }
        return text + "\n"
    }

    private struct Problem: Error {
        var result: CommandResult
    }

    /// A built-in scenario by its label, or a scenario file by its path.
    private static func load(_ word: String) -> Result<Scenario, Problem> {
        if word.hasSuffix(".json") || word.contains("/") && FileManager.default.fileExists(atPath: word) {
            do {
                return .success(try ScenarioFile.load(path: word))
            } catch {
                return .failure(
                    Problem(result: CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: \(error)\n")))
            }
        }
        let builtIn: [Scenario]
        do {
            builtIn = try BuiltInScenarios.load()
        } catch {
            return .failure(
                Problem(
                    result: CommandResult(exitCode: CommandResult.failure, errorOutput: "Error: built-in scenario: \(error)\n")))
        }
        guard let found = builtIn.first(where: { $0.description.lowercased() == word.lowercased() }) else {
            let escaped = word.quoted
            return .failure(
                Problem(
                    result: usage("unknown scenario \(escaped) (see 'archkit list' for the built-in ones, or give a .json file)"))
            )
        }
        return .success(found)
    }

    private static func usage(_ message: String) -> CommandResult {
        let error = CommandLineError(
            message: message, usage: HelpFormatter.usage(for: configuration, fullName: "archkit trace"),
            commandName: "archkit trace")
        return CommandResult(exitCode: CommandLineError.exitCode, errorOutput: error.rendered)
    }
}
