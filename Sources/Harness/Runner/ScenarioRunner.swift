import CommandLineKit
import Domain
import Widgets

/// Plays a scenario against an architecture through the widgets alone, checks its
/// expectations, records the transcript and checks that everything is freed.
///
/// After every step the runner lets all pending main-actor work finish (image loads, reloads)
/// before the next step; only a request held for a `respond` step stays in flight.
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
        let app = await RunningApp(feature: scenario.feature, factory: factory, stepObserver: stepObserver)
        var failure: StepFailure?
        for (index, step) in scenario.steps.enumerated() {
            let entry: Transcript.Entry
            do {
                entry = try await app.apply(step, index: index)
            } catch {
                failure = error
                break
            }
            progress?(factory.name, index + 1, scenario.steps.count)
            if case .expect(let expectation) = step,
                let mismatch = ExpectationCheck.firstMismatch(expectation, stack: entry.stack, screen: entry.screen)
            {
                failure = StepFailure(
                    stepIndex: index, step: step.description, subject: mismatch.subject,
                    expected: mismatch.expected, actual: mismatch.actual)
                break
            }
        }
        // The app and its dependencies are dropped; pending work finishes, then the tracker looks.
        let leaks = await app.finish()
        return ScenarioResult(
            scenario: scenario.name, architecture: factory.name, transcript: app.transcript, writes: app.writes,
            failure: failure, leaks: leaks)
    }
}
