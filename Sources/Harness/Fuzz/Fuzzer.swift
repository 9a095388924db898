import Domain
import Foundation

/// Differential fuzzing: random valid user sessions, each played on every architecture and
/// compared with the reference, a failing one shrunk to a minimal scenario.
///
/// Session *i* starts on feature `features[i % features.count]` and draws every choice from its
/// own seed (``SplitMix64/seed(_:item:)``), so a run is deterministic for a seed and any
/// session can be played again alone. The first architecture is the reference: the generator
/// plays it to learn what each screen offers, and the others must show its screens.
///
/// Everything here runs in the calling process; a trap in an architecture ends it. The
/// command line isolates sessions in worker processes (``FuzzWorkerLine``) to report traps and
/// hangs as findings.
///
/// - Note: Main-actor isolated, like the apps it drives.
@MainActor
public struct Fuzzer {
    /// The features sessions start on, in turn.
    public let features: [Feature]
    /// The architectures, the reference first.
    public let architectures: [any AppFactory]
    /// The run's seed.
    public let seed: UInt64
    /// The most steps per session.
    public let length: Int

    /// Creates a fuzzer.
    /// - Parameters:
    ///   - features: The features sessions start on, in turn (not empty).
    ///   - architectures: The architectures, the reference first (not empty).
    ///   - seed: The run's seed.
    ///   - length: The most steps per session.
    public init(features: [Feature], architectures: [any AppFactory], seed: UInt64, length: Int) {
        precondition(!features.isEmpty && !architectures.isEmpty, "a fuzzer needs a feature and an architecture")
        self.features = features
        self.architectures = architectures
        self.seed = seed
        self.length = length
    }

    /// The architecture whose screens the others must show.
    public var reference: any AppFactory { architectures[0] }

    /// The folder of the bundled summary fixtures that `respond` steps send.
    public static var fixtureFolder: String {
        BuiltInScenarios.folder.appendingPathComponent("summary/fixtures").path
    }

    /// Generates session `index` by playing the reference.
    /// - Parameter willPlay: Called with each step before the reference plays it.
    public func session(_ index: Int, willPlay: (Step) -> Void = { _ in }) async -> FuzzSession {
        let generator = FuzzGenerator(reference: reference, length: length, fixtureFolder: Self.fixtureFolder)
        return await generator.session(
            index: index, feature: features[index % features.count], seed: SplitMix64.seed(seed, item: index),
            willPlay: willPlay)
    }

    /// Plays a session on the other architectures and returns the first finding, or `nil`.
    /// - Parameter willPlay: Called with each architecture's name before it plays.
    public func check(_ session: FuzzSession, willPlay: (String) -> Void = { _ in }) async -> FuzzFinding? {
        await FuzzCheck.firstFinding(of: session, on: Array(architectures.dropFirst()), willPlay: willPlay)
    }

    /// Plays steps on the reference, then on the architecture of `finding`, and returns what
    /// that architecture does wrong; `nil` when the steps are not a valid session (a step the
    /// reference's screen does not offer) or nothing is wrong.
    public func replay(_ steps: [Step], like finding: FuzzFinding) async -> FuzzFinding? {
        let scenario = Scenario(
            name: finding.scenario.name, feature: finding.scenario.feature, steps: steps, source: finding.scenario.source)
        guard let reference = await playOnReference(steps, feature: scenario.feature) else { return nil }
        if finding.architecture == self.reference.name {
            return FuzzCheck.finding(reference, reference: nil, scenario: scenario)
        }
        guard reference.passed, let target = architectures.first(where: { $0.name == finding.architecture }) else {
            return nil
        }
        let result = await ScenarioRunner().run(scenario, on: target)
        return FuzzCheck.finding(result, reference: reference, scenario: scenario)
    }

    /// Shrinks a finding of this process (a divergence, failure or leak) to the smallest session
    /// found that fails the same way.
    /// - Parameters:
    ///   - budget: The most candidate sessions played.
    ///   - progress: Called with the number of candidates tried so far, before each one.
    /// - Returns: The finding on the minimal session.
    public func shrink(_ finding: FuzzFinding, budget: Int = 600, progress: (Int) -> Void = { _ in }) async -> FuzzFinding {
        var shrinker = FuzzShrinker(budget: budget)
        var smallest = finding
        var tried = 0
        _ = await shrinker.shrink(finding.scenario.steps) { candidate in
            tried += 1
            progress(tried)
            guard let found = await replay(candidate, like: finding), found.isSameFailure(as: finding) else { return false }
            smallest = found  // every candidate kept is smaller; the last one kept is the result
            return true
        }
        return smallest
    }
}

extension Fuzzer {
    /// Whether `steps` are a valid session of `feature`: each one is offered by the screen the
    /// reference shows when it comes.
    public func isValid(_ steps: [Step], feature: Feature) async -> Bool {
        await playOnReference(steps, feature: feature) != nil
    }

    /// Plays `steps` on the reference, each only if its screen offers it.
    /// - Returns: The run, or `nil` when a step was not offered (the run stopped there).
    private func playOnReference(_ steps: [Step], feature: Feature) async -> ScenarioResult? {
        var valid = true
        let result = await ScenarioRunner().run(named: "replay", feature: feature, on: reference) { index, screen in
            guard index < steps.count else { return nil }
            guard FuzzOffer(screen).allows(steps[index]) else {
                valid = false
                return nil
            }
            return steps[index]
        }
        return valid ? result : nil
    }
}
