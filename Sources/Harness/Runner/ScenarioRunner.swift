import Domain
import Widgets

/// Plays a scenario against an architecture through the widgets alone, checks its
/// expectations, records the transcript and checks that everything is freed.
///
/// After every step the runner lets all pending main-actor work finish (image loads, reloads)
/// before the next step; only a request held for a `respond` step stays in flight. A step after
/// which the screen never settles fails (a hang). The stepping itself is ``RunningApp``'s.
///
/// - Note: Main-actor isolated, like the apps it drives.
@MainActor
public struct ScenarioRunner {
    /// Called after every step played, with the architecture's name, the steps done and the
    /// scenario's step count (for a progress line on a terminal); `nil` for none.
    public var progress: (@MainActor (_ architecture: String, _ done: Int, _ total: Int) -> Void)?

    /// Told when each step begins and when it has settled (or failed), so a tracer can cut its
    /// probe log per step (``TraceRecorder``).
    package var stepObserver: (@MainActor (StepPhase) -> Void)?

    /// Creates a runner.
    /// - Parameter progress: Called after every step; see ``progress``.
    public init(progress: (@MainActor (_ architecture: String, _ done: Int, _ total: Int) -> Void)? = nil) {
        self.progress = progress
        stepObserver = nil
    }

    /// Creates a runner that tells `stepObserver` where each step begins and ends.
    package init(stepObserver: @escaping @MainActor (StepPhase) -> Void) {
        self.stepObserver = stepObserver
    }

    /// Plays a scenario on an app built by `factory`.
    /// - Parameters:
    ///   - scenario: The steps to play.
    ///   - factory: The architecture (or a test's app factory).
    /// - Returns: The transcript, the first failure if any, and what leaked.
    public func run(_ scenario: Scenario, on factory: any AppFactory) async -> ScenarioResult {
        let steps = scenario.steps
        return await run(named: scenario.name, feature: scenario.feature, on: factory, stepCount: steps.count) { index, _ in
            index < steps.count ? steps[index] : nil
        }
    }

    /// Plays steps chosen one at a time on an app built by `factory`: after the start and after
    /// every step, once the screen has settled, `nextStep` sees the live screen and returns the
    /// step to play next, or `nil` to end the run. ``run(_:on:)`` is this with a fixed list; the
    /// fuzzer chooses from what the screen offers.
    /// - Parameters:
    ///   - name: The name the result carries.
    ///   - feature: The feature the app starts on.
    ///   - factory: The architecture (or a test's app factory).
    ///   - stepCount: The number of steps, when known, for ``progress``; `nil` reports none.
    ///   - nextStep: Given the index of the step to come and the live screen, the step to play.
    /// - Returns: The transcript, the first failure if any, and what leaked.
    func run(
        named name: String, feature: Feature, on factory: any AppFactory, stepCount: Int? = nil,
        nextStep: (Int, LiveScreen) -> Step?
    ) async -> ScenarioResult {
        let app = await RunningApp(feature: feature, factory: factory, stepObserver: stepObserver)
        var failure: StepFailure? = app.settledAtStart ? nil : RunningApp.unsettled(stepIndex: 0, step: "start")
        var index = 0
        while failure == nil, let screen = app.liveScreen, let step = nextStep(index, screen) {
            let entry: Transcript.Entry
            do {
                entry = try await app.apply(step, index: index)
            } catch {
                failure = error
                break
            }
            if let stepCount { progress?(factory.name, index + 1, stepCount) }
            if case .expect(let expectation) = step,
                case let found = ExpectationCheck.mismatches(expectation, stack: entry.stack, screen: entry.screen),
                let mismatch = found.first
            {
                failure = StepFailure(
                    stepIndex: index, step: step.description, subject: mismatch.subject,
                    expected: mismatch.expected, actual: mismatch.actual,
                    more: Array(found.dropFirst()))
            }
            index += 1
        }
        // The app and its dependencies are dropped; pending work finishes, then the tracker looks.
        let leaks = await app.finish()
        return ScenarioResult(
            scenario: name, architecture: factory.name, transcript: app.transcript, writes: app.writes,
            failure: failure, leaks: leaks)
    }
}
