import Foundation

/// Writes a finding's minimal session as a scenario file that `archkit run` replays, and
/// replays it to name the first step that fails.
@MainActor
public enum FuzzFindingFile {
    /// A finding written to disk.
    public struct Written: Sendable, Hashable {
        /// The scenario file's path.
        public var path: String
        /// How the file fails when played on the finding's architecture, in `archkit run`'s
        /// words (`step 3 (expect): widgets.name.text: expected "a", got " a"`), or what is
        /// known when it cannot be replayed in this process (a trap).
        public var firstFailure: String
    }

    /// Writes `finding` into `folder` (created if needed) as `FEATURE-seedS-sessionN-ARCH.json`,
    /// with an `expect` of the reference's screen at the start and after every step, and a copy
    /// of each summary fixture it sends beside it.
    ///
    /// The screens come from the fuzzer's reference, or, when the finding is the reference's
    /// own, from the next architecture. A trap or hang of the reference leaves the file without
    /// `expect`s: no architecture in this process can safely show the screens.
    /// - Returns: The path and the file's first failure when replayed.
    /// - Throws: The file system's error when the folder or a file cannot be written.
    public static func write(
        _ finding: FuzzFinding, fuzzer: Fuzzer, session index: Int, to folder: URL
    ) async throws -> Written {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = finding.scenario
        let architectureWord = finding.architecture.lowercased()
        let file = folder.appendingPathComponent(
            "\(scenario.feature.rawValue)-seed\(fuzzer.seed)-session\(index)-\(architectureWord).json")

        let isProcessFailure = finding.kind == .trap || finding.kind == .hang
        let source: (any AppFactory)? =
            finding.architecture != fuzzer.reference.name
            ? fuzzer.reference
            : (isProcessFailure ? nil : fuzzer.architectures.dropFirst().first)
        var transcript = Transcript()
        if let source { transcript = await ScenarioRunner().run(scenario, on: source).transcript }

        var fixtures: [String: String] = [:]
        for case .respond(.fixture(let path)) in scenario.steps {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let copy = folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: copy.path) {
                try FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: copy)
            }
            fixtures[path] = name
        }
        let screens = source.map { "the screens \($0.name) showed" } ?? "no screens (the reference itself failed)"
        let description =
            "Found by archkit fuzz --seed \(fuzzer.seed) (session \(index)), shrunk to \(scenario.steps.count) steps; "
            + "expects \(screens). \(finding)"
        var named = scenario
        named.name = "fuzz: \(finding.kind.rawValue) in \(finding.architecture) (seed \(fuzzer.seed), session \(index))"
        let text = ScenarioFile.text(
            of: named, description: description, expecting: transcript, fixturePath: { fixtures[$0] ?? $0 })
        try Data(text.utf8).write(to: file)

        guard !isProcessFailure,
            let target = fuzzer.architectures.first(where: { $0.name == finding.architecture })
        else {
            let at = finding.stepIndex.map { "step \($0) of the session" } ?? "the session"
            return Written(path: file.path, firstFailure: "\(finding.kind.rawValue) during \(at)")
        }
        return Written(path: file.path, firstFailure: await firstFailure(of: file.path, on: target, after: source))
    }

    /// Plays a written file as `archkit run` would and says how the target fails.
    private static func firstFailure(of path: String, on target: any AppFactory, after source: (any AppFactory)?) async
        -> String
    {
        let scenario: Scenario
        do {
            scenario = try ScenarioFile.load(path: path)
        } catch {
            return "the file does not read back: \(error)"
        }
        let report = await Conformance.run([scenario], on: (source.map { [$0] } ?? []) + [target])
        guard let cell = report.rows.first?.cells.last, !cell.passed else { return "the file passes (not reproduced)" }
        if let failure = cell.result.failure { return failure.description }
        if let leak = cell.result.leaks.first { return "leak: \(leak)" }
        return cell.divergence.map { "differs from the reference \($0)" } ?? "fails"
    }
}
