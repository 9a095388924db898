import CommandLineKit
import Domain
import Foundation
import Harness

/// `archkit fuzz [<feature> ...]`: random valid sessions on every architecture, each finding
/// shrunk and written as a scenario file. The engine is the Harness's `Fuzzer`; this declares
/// the words, picks the isolation and prints the report.
enum FuzzCommand: Subcommand {
    static let features = Argument<[Feature]>.optionalRepeating(
        valueName: "feature", help: "Features to start sessions on (\(FeatureName.all)). Default: all.",
        transform: FeatureName.parse)
    static let seed = numberOption("--seed", help: "The seed, 0 to 2^64-1.", default: 1, range: UInt64.min...UInt64.max)
    static let count = numberOption("--count", help: "Sessions to play.", default: 100, range: 1...1_000_000)
    static let length = numberOption("--length", help: "The most steps per session.", default: 20, range: 1...1000)
    static let arch = ArchitectureList.option(help: "Comma-separated architectures, the reference first")
    static let output = Option<String>.path(
        "--output", valueName: "dir", help: "Where to write scenario files of findings.", defaultDescription: "fuzz-findings")
    static let inProcess = Option<Bool>.flag("--in-process", help: "Play sessions in this process (a trap ends the run).")
    /// Plumbing: a worker process plays the sessions from this index on and prints one line per
    /// event (``FuzzSupervisor``); hidden from the help.
    static let workerFrom = numberOption(
        "--worker-from", help: "Play sessions from this index on, as a worker.", default: 0, range: 0...1_000_000,
        visibility: .hidden)

    static let configuration = CommandConfiguration(
        name: "fuzz",
        abstract: "Play random user sessions on every architecture and shrink each difference.",
        discussion: """
            Each session starts on a feature (in turn) and takes steps the screen offers: taps on \
            enabled buttons, edits with edge-case texts, row selections and deletions, back, and \
            answers to a request in flight. The first architecture plays it first and is the \
            reference; the others must show its screens after every step and free every popped \
            screen. A session that differs, fails, leaks, traps or hangs is shrunk and written as a \
            scenario file (the reference's screens as expects) that 'archkit run' replays. Sessions \
            run in worker processes, so a trap is a finding. The same seed gives the same sessions. \
            Says how far it is on standard error: in place on a terminal, else a line every 5 \
            seconds. Exits 1 if anything was found. See Docs/Fuzzing.md.
            """,
        arguments: [features], options: [seed, count, length, arch, output, inProcess, workerFrom],
        validate: { values throws(ValidationError) in
            var seen: [Feature] = []
            for feature in values[features] {
                guard !seen.contains(feature) else { throw ValidationError("feature '\(feature.rawValue)' named twice") }
                seen.append(feature)
            }
            let path = values[output] ?? "fuzz-findings"
            if let problem = FindingsFolder.problem(at: path) {
                throw ValidationError("cannot write findings to '\(path.escaped)': \(problem)")
            }
            let sessions = values[count] ?? 100
            if let first = values[workerFrom], first > sessions {
                throw ValidationError("'--worker-from' takes a whole number from 0 to \(sessions); got '\(first)'")
            }
        })

    @MainActor
    static func run(_ values: ParsedValues, environment: CommandEnvironment) async -> CommandResult {
        let chosen = values[features].isEmpty ? Feature.allCases : values[features]
        let count = values[count] ?? 100
        let architectures = values[arch] ?? Architecture.allCases
        let outputPath = values[output] ?? "fuzz-findings"
        let folder = URL(fileURLWithPath: outputPath)
        let fuzzer = Fuzzer(
            features: chosen, architectures: architectures, seed: values[seed] ?? 1, length: values[length] ?? 20)

        if let start = values[workerFrom] {
            await fuzzer.play(start..<count, findingsFolder: folder) { line in
                FileHandle.standardOutput.write(Data((line.text + "\n").utf8))
            }
            return CommandResult(exitCode: CommandResult.success)
        }

        let started = environment.now()
        let isolation =
            !values[inProcess] && ownExecutable != nil ? "in worker processes" : "in this process (a trap ends the run)"
        // The header at once, before the first session: a long run is not a blank screen.
        var output = header(fuzzer: fuzzer, count: count, isolation: isolation)
        if let write = environment.console.write {
            write(output)
            output = ""
        }
        let progress: FuzzProgress? =
            if let line = environment.progress {
                FuzzProgress(count: count, output: .inPlace(line), now: environment.now)
            } else if let log = environment.progressLog {
                FuzzProgress(count: count, output: .lines(log), now: environment.now)
            } else {
                nil
            }
        let report: FuzzReport
        if !values[inProcess], let executable = ownExecutable {
            // A worker gets the same run, spelled out in full, plus where to start.
            let workerWords =
                ["fuzz"] + chosen.map(\.rawValue) + [
                    "--seed", "\(fuzzer.seed)", "--count", "\(count)", "--length", "\(fuzzer.length)",
                    "--arch", architectures.map(\.argument).joined(separator: ","), "--output", outputPath,
                ]
            let supervisor = FuzzSupervisor(executable: executable) { first in
                workerWords + ["--worker-from", "\(first)"]
            }
            report = await supervisor.run(count: count, fuzzer: fuzzer, findingsFolder: folder) { progress?.observe($0) }
        } else {
            var lines = FuzzReport()
            await fuzzer.play(0..<count, findingsFolder: folder) { line in
                lines.take(line)
                progress?.observe(lines)
            }
            report = lines
        }
        let elapsed = environment.now() - started
        output += text(of: report, fuzzer: fuzzer, elapsed: elapsed)
        return CommandResult(exitCode: report.findings.isEmpty ? CommandResult.success : CommandResult.failure, output: output)
    }

    /// What is fuzzed, and how: printed before the first session.
    @MainActor
    private static func header(fuzzer: Fuzzer, count: Int, isolation: String) -> String {
        let names = fuzzer.architectures.map(\.name)
        var lines = [
            "Fuzzing \(fuzzer.features.map(\.rawValue).joined(separator: ", ")) on \(names[0]) (reference)"
                + (names.count > 1 ? ", " + names.dropFirst().joined(separator: ", ") : ""),
            "seed \(fuzzer.seed), \(count) sessions of up to \(fuzzer.length) steps, \(isolation)",
        ]
        if names.count == 1 { lines.append(oneArchitecture) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a run on one architecture can find.
    static let oneArchitecture =
        "1 architecture: screens are not compared, only failures, leaks, traps and hangs are found"

    /// The report: each finding with its file and first failing step, and what the run covered.
    @MainActor
    private static func text(of report: FuzzReport, fuzzer: Fuzzer, elapsed: Duration) -> String {
        var lines: [String] = []
        for (number, finding) in report.findings.enumerated() {
            let feature = fuzzer.features[finding.session % fuzzer.features.count].rawValue
            lines.append("")
            lines.append(
                "Finding \(number + 1): \(finding.kind.rawValue) in \(finding.architecture) "
                    + "(session \(finding.session), \(feature)): \(finding.detail)")
            let shrunk = finding.shrunkSteps.map { "shrunk from \(finding.steps.count) to \($0) steps" } ?? "not shrunk"
            lines.append("  \(shrunk): \(finding.path ?? "no file written")")
            if let firstFailure = finding.firstFailure { lines.append("  archkit run on it fails at \(firstFailure)") }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        lines.append("")
        lines.append(
            "Covered \(report.sessions) sessions, \(report.steps) steps, \(report.screens.count) distinct screens "
                + "in \(String(format: "%.1f", seconds)) s")
        let found = report.findings.count
        if found > 0 {
            lines.append("\(found) finding\(found == 1 ? "" : "s").")
        } else if fuzzer.architectures.count == 1 {
            lines.append("No failures, leaks, traps or hangs (1 architecture: its screens were not compared).")
        } else {
            lines.append("No findings.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The running `archkit` executable, which workers re-execute; `nil` when the command runs
    /// inside another program (the tests), where sessions run in this process.
    private static var ownExecutable: URL? {
        guard let url = Bundle.main.executableURL?.resolvingSymlinksInPath(), url.lastPathComponent == "archkit"
        else { return nil }
        return url
    }

    /// An option that takes a whole number in `range`; any other word is a ``ValidationError``
    /// that names the range.
    private static func numberOption<T: FixedWidthInteger & Sendable>(
        _ name: String, help: String, default value: T, range: ClosedRange<T>, visibility: ArgumentVisibility = .default
    ) -> Option<T> {
        .value(name, valueName: "n", help: help, defaultDescription: "\(value)", visibility: visibility) {
            text throws(ValidationError) in
            guard let number = T(text), range.contains(number) else {
                throw ValidationError(
                    "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound); got '\(text.escaped)'")
            }
            return number
        }
    }
}
