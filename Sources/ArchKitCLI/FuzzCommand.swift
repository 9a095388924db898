import Domain
import Foundation
import Harness

/// `archkit fuzz [feature…]`: random valid sessions on every architecture, each finding shrunk
/// and written as a scenario file. The engine is the Harness's `Fuzzer`; this parses the words,
/// picks the isolation and prints the report.
enum FuzzCommand {
    @MainActor
    static func run(_ words: [String]) async throws(UsageError) -> CommandResult {
        let arguments = try Arguments(
            words, valueOptions: ["--seed", "--count", "--length", "--arch", "--output", "--worker-from"],
            flagOptions: ["--help", "--in-process"], usage: HelpText.fuzzUsage)
        if arguments.flags.contains("--help") {
            return CommandResult(exitCode: CommandResult.success, output: HelpText.fuzz + "\n")
        }
        var features: [Feature] = []
        for word in arguments.positionals {
            let feature = try FeatureName.parse(word, usage: HelpText.fuzzUsage)
            guard !features.contains(feature) else {
                throw UsageError(message: "feature '\(word)' named twice", usage: HelpText.fuzzUsage)
            }
            features.append(feature)
        }
        if features.isEmpty { features = Feature.allCases }
        let seed = try number(arguments.values["--seed"], "--seed", default: 1, as: UInt64.self, range: 0...UInt64.max)
        let count = try number(arguments.values["--count"], "--count", default: 100, as: Int.self, range: 1...1_000_000)
        let length = try number(arguments.values["--length"], "--length", default: 20, as: Int.self, range: 1...1000)
        let architectures = try ArchitectureList.parse(arguments.values["--arch"], usage: HelpText.fuzzUsage)
        let folder = URL(fileURLWithPath: arguments.values["--output"] ?? "fuzz-findings")
        let fuzzer = Fuzzer(features: features, architectures: architectures, seed: seed, length: length)

        if let first = arguments.values["--worker-from"] {
            let start = try number(first, "--worker-from", default: 0, as: Int.self, range: 0...count)
            await fuzzer.play(start..<count, findingsFolder: folder) { line in
                FileHandle.standardOutput.write(Data((line.text + "\n").utf8))
            }
            return CommandResult(exitCode: CommandResult.success)
        }

        let clock = ContinuousClock()
        let started = clock.now
        let report: FuzzReport
        let isolation: String
        if !arguments.flags.contains("--in-process"), let executable = ownExecutable {
            isolation = "in worker processes"
            let workerWords = words
            let supervisor = FuzzSupervisor(executable: executable) { first in
                ["fuzz"] + workerWords + ["--worker-from", "\(first)"]
            }
            report = await supervisor.run(count: count, fuzzer: fuzzer, findingsFolder: folder)
        } else {
            isolation = "in this process (a trap ends the run)"
            var lines = FuzzReport()
            await fuzzer.play(0..<count, findingsFolder: folder) { lines.take($0) }
            report = lines
        }
        let elapsed = clock.now - started
        let output = text(of: report, fuzzer: fuzzer, count: count, isolation: isolation, elapsed: elapsed)
        return CommandResult(exitCode: report.findings.isEmpty ? CommandResult.success : CommandResult.failure, output: output)
    }

    /// The report: what was fuzzed, each finding with its file and first failing step, and
    /// what the run covered.
    @MainActor
    private static func text(of report: FuzzReport, fuzzer: Fuzzer, count: Int, isolation: String, elapsed: Duration)
        -> String
    {
        let names = fuzzer.architectures.map(\.name)
        var lines = [
            "Fuzzing \(fuzzer.features.map(\.rawValue).joined(separator: ", ")) on \(names[0]) (reference)"
                + (names.count > 1 ? ", " + names.dropFirst().joined(separator: ", ") : ""),
            "seed \(fuzzer.seed), \(count) sessions of up to \(fuzzer.length) steps, \(isolation)",
        ]
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
        lines.append(found == 0 ? "No findings." : "\(found) finding\(found == 1 ? "" : "s").")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The running `archkit` executable, which workers re-execute; `nil` when the command runs
    /// inside another program (the tests), where sessions run in this process.
    private static var ownExecutable: URL? {
        guard let url = Bundle.main.executableURL?.resolvingSymlinksInPath(), url.lastPathComponent == "archkit"
        else { return nil }
        return url
    }

    private static func number<T: FixedWidthInteger>(
        _ text: String?, _ option: String, default value: T, as: T.Type, range: ClosedRange<T>
    ) throws(UsageError) -> T {
        guard let text else { return value }
        guard let number = T(text), range.contains(number) else {
            throw UsageError(
                message: "'\(option)' takes a whole number from \(range.lowerBound) to \(range.upperBound); got '\(text)'",
                usage: HelpText.fuzzUsage)
        }
        return number
    }
}
