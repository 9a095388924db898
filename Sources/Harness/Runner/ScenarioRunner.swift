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
    /// Told when each step begins and when it has settled (or failed), so a tracer can cut its
    /// probe log per step (``TraceRecorder``).
    package var stepObserver: (@MainActor (StepPhase) -> Void)?

    /// Creates a runner.
    public init() {}

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
        let tracker = LeakTracker()
        var result = ScenarioResult(
            scenario: scenario.name, architecture: factory.name, transcript: Transcript(), writes: [],
            failure: nil, leaks: [])
        await play(scenario, on: factory, tracker: tracker, into: &result)
        // The app and its dependencies are gone now; let pending work finish, then look.
        await Settling.settle(fingerprint: { 0 })
        result.leaks += tracker.survivors().map { "\($0) still alive after the run" }
        return result
    }

    private func play(
        _ scenario: Scenario, on factory: any AppFactory, tracker: LeakTracker, into result: inout ScenarioResult
    ) async {
        let session = RunSession(feature: scenario.feature)
        let start = WriteCounter.snapshot
        let app = factory.makeApp(feature: scenario.feature, dependencies: session.dependencies)
        stepObserver?(.started(app))
        tracker.track(app)
        for screen in app.screens { tracker.track(screen) }
        app.didShow = { [weak tracker] in tracker?.track($0) }
        await Settling.settle(fingerprint: { Self.fingerprint(app) }, isBusy: { Self.isLoadingAnImage(app) })
        record(app, stepIndex: nil, step: "start", writes: WriteCounter.snapshot - start, into: &result)

        for (index, step) in scenario.steps.enumerated() {
            let before = WriteCounter.snapshot
            stepObserver?(.began(index))
            do {
                try await apply(step, index: index, to: app, session: session, leaks: &result.leaks)
            } catch {
                result.failure = error
                stepObserver?(.ended(index))
                break
            }
            await Settling.settle(
                fingerprint: { Self.fingerprint(app) },
                isBusy: { session.hasWorkInFlight || Self.isLoadingAnImage(app) })
            stepObserver?(.ended(index))
            record(app, stepIndex: index, step: step.description, writes: WriteCounter.snapshot - before, into: &result)
            if case .expect(let expectation) = step,
                let mismatch = ExpectationCheck.firstMismatch(expectation, stack: app.titles, screen: app.topScreen.snapshot())
            {
                result.failure = StepFailure(
                    stepIndex: index, step: step.description, subject: mismatch.subject,
                    expected: mismatch.expected, actual: mismatch.actual)
                break
            }
        }
        await session.finish()
    }

    private func record(
        _ app: NavigationController, stepIndex: Int?, step: String, writes: WriteCount, into result: inout ScenarioResult
    ) {
        result.transcript.entries.append(
            Transcript.Entry(stepIndex: stepIndex, step: step, stack: app.titles, screen: app.topScreen.snapshot()))
        result.writes.append(writes)
    }

    private func apply(
        _ step: Step, index: Int, to app: NavigationController, session: RunSession, leaks: inout [String]
    ) async throws(StepFailure) {
        func widget<W: Widget>(_ id: String, as kind: W.Type, _ kindName: String) throws(StepFailure) -> W {
            let screen = app.topScreen
            guard let found = screen.widget(id: id) else {
                let ids = screen.widgets.map(\.id).joined(separator: ", ")
                throw StepFailure(
                    stepIndex: index, step: step.description,
                    subject: "no widget \"\(id)\" on screen \"\(screen.title)\" (it has: \(ids))")
            }
            guard let typed = found as? W else {
                throw StepFailure(
                    stepIndex: index, step: step.description,
                    subject: "widget \"\(id)\" is a \(found.snapshot().kind.rawValue), not a \(kindName)")
            }
            return typed
        }
        switch step {
        case .tap(let id):
            try widget(id, as: Button.self, "button").tap()
        case .type(let field, let text):
            try widget(field, as: TextField.self, "text field").edit(text: text)
        case .select(let table, let row):
            try widget(table, as: TableView.self, "table").selectRow(at: row)
        case .delete(let table, let row):
            try widget(table, as: TableView.self, "table").deleteRow(at: row)
        case .back:
            weak let popped = app.screens.count > 1 ? app.topScreen : nil
            let title = app.topScreen.title
            app.goBack()
            await Settling.settle(
                fingerprint: { Self.fingerprint(app) },
                isBusy: { session.hasWorkInFlight || Self.isLoadingAnImage(app) })
            if popped != nil { leaks.append("screen \"\(title)\" still alive after step \(index) popped it") }
        case .respond(let response):
            guard await session.respond(with: response) else {
                throw StepFailure(stepIndex: index, step: step.description, subject: "no request is in flight")
            }
        case .expect:
            break
        }
    }

    /// Whether the top screen shows an image still loading: its load has yet to land (the
    /// harness's image loader always answers).
    private static func isLoadingAnImage(_ app: NavigationController) -> Bool {
        app.topScreen.widgets.contains { ($0 as? ImageView)?.state == .loading }
    }

    /// What changes on screen, cheaply: the stack (its depth and top screen) and the number of
    /// widget writes so far (every visible change is a counted write). Settling compares it
    /// after every yield, so it must not cost a snapshot.
    private static func fingerprint(_ app: NavigationController) -> Int {
        var hasher = Hasher()
        hasher.combine(app.screens.count)
        hasher.combine(ObjectIdentifier(app.topScreen))
        hasher.combine(WriteCounter.total)
        return hasher.finalize()
    }
}
