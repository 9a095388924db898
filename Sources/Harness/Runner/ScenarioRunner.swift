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

    /// Creates a runner.
    /// - Parameter progress: Called after every step; see ``progress``.
    public init(progress: (@MainActor (_ architecture: String, _ done: Int, _ total: Int) -> Void)? = nil) {
        self.progress = progress
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
        let tracker = LeakTracker()
        var result = ScenarioResult(
            scenario: name, architecture: factory.name, transcript: Transcript(), writes: [], failure: nil, leaks: [])
        await play(
            feature: feature, on: factory, tracker: tracker, stepCount: stepCount, into: &result, nextStep: nextStep)
        // The app and its dependencies are gone now; let pending work finish, then look. A
        // task that ends after the quiet rounds (an answer still hopping back on a busy
        // machine) still gets a bounded number of turns to let go of what it holds.
        await Settling.settle(fingerprint: { 0 })
        await Settling.wait(until: { tracker.survivors().isEmpty })
        result.leaks += tracker.survivors().map { "\($0) still alive after the run" }
        return result
    }

    private func play(
        feature: Feature, on factory: any AppFactory, tracker: LeakTracker, stepCount: Int?,
        into result: inout ScenarioResult,
        nextStep: (Int, LiveScreen) -> Step?
    ) async {
        let session = RunSession(feature: feature)
        let start = WriteCounter.snapshot
        let app = factory.makeApp(feature: feature, dependencies: session.dependencies)
        tracker.track(app)
        for screen in app.screens { tracker.track(screen) }
        app.didShow = { [weak tracker] in tracker?.track($0) }
        let settledAtStart = await Self.settle(app, isBusy: { Self.isLoadingAnImage(app) })
        record(app, stepIndex: nil, step: "start", writes: WriteCounter.snapshot - start, into: &result)
        if !settledAtStart { result.failure = Self.unsettled(stepIndex: 0, step: "start") }

        var index = 0
        while result.failure == nil,
            let step = nextStep(index, LiveScreen(app: app, requestsInFlight: session.requestsInFlight))
        {
            defer { index += 1 }
            let before = WriteCounter.snapshot
            do {
                try await apply(step, index: index, to: app, session: session, leaks: &result.leaks)
            } catch {
                result.failure = error
                break
            }
            let settled = await Self.settle(app, isBusy: { session.hasWorkInFlight || Self.isLoadingAnImage(app) })
            record(app, stepIndex: index, step: step.description, writes: WriteCounter.snapshot - before, into: &result)
            if let stepCount { progress?(factory.name, index + 1, stepCount) }
            if !settled {
                result.failure = Self.unsettled(stepIndex: index, step: step.description)
            } else if case .expect(let expectation) = step,
                let mismatch = ExpectationCheck.firstMismatch(expectation, stack: app.titles, screen: app.topScreen.snapshot())
            {
                result.failure = StepFailure(
                    stepIndex: index, step: step.description, subject: mismatch.subject,
                    expected: mismatch.expected, actual: mismatch.actual)
            }
        }
        await session.finish()
    }

    /// Settles the app's screen (``Settling/settle(fingerprint:isBusy:)``).
    ///
    /// The cheap fingerprint counts widget writes process-wide, so other apps at work on the
    /// main actor (tests run in parallel) can keep it changing; when the bound is reached, the
    /// app's own screen is watched for a few more turns before it counts as a hang.
    /// - Returns: `false` when the app's own screen kept changing, or its work never arrived.
    private static func settle(_ app: NavigationController, isBusy: () -> Bool) async -> Bool {
        if await Settling.settle(fingerprint: { fingerprint(app) }, isBusy: isBusy) { return true }
        return await Settling.holdsStill(isBusy: isBusy) { ShownScreen(stack: app.titles, screen: app.topScreen.snapshot()) }
    }

    /// What the app shows: its stack and its top screen.
    private struct ShownScreen: Equatable {
        var stack: [String]
        var screen: ScreenSnapshot
    }

    /// The failure of a screen that kept changing for as long as settling waits: a hang.
    private static func unsettled(stepIndex: Int, step: String) -> StepFailure {
        StepFailure(
            stepIndex: stepIndex, step: step,
            subject: "the screen did not settle: it kept changing for \(Settling.maximumYields) main-actor turns")
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
                let ids = screen.widgets.map(\.id.escaped).joined(separator: ", ")
                throw StepFailure(
                    stepIndex: index, step: step.description,
                    subject: "no widget \(id.quoted) on screen \(screen.title.quoted) (it has: \(ids))")
            }
            guard let typed = found as? W else {
                throw StepFailure(
                    stepIndex: index, step: step.description,
                    subject: "widget \(id.quoted) is a \(found.snapshot().kind.rawValue), not a \(kindName)")
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
            _ = await Settling.settle(
                fingerprint: { Self.fingerprint(app) },
                isBusy: { session.hasWorkInFlight || Self.isLoadingAnImage(app) })
            if popped != nil { leaks.append("screen \(title.quoted) still alive after step \(index) popped it") }
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
