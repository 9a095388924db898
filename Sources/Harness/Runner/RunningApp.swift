import CommandLineKit
import Domain
import Widgets

/// One architecture's app, running: built on fresh dependencies, driven one step at a time
/// through its widgets, and watched for what it leaks.
///
/// ``ScenarioRunner`` plays a whole scenario with one; `archkit play` holds one per architecture
/// and applies each command the user types to all of them. After every step the app is settled
/// (``Settling``): all pending main-actor work has finished, and only a request held for a
/// `respond` step stays in flight.
///
/// - Note: Main-actor isolated, like the apps it drives.
@MainActor
public final class RunningApp {
    /// The architecture's name ("MVC", …).
    public let name: String
    /// What the app showed after the start and after every step applied, in order.
    public private(set) var transcript = Transcript()
    /// The widget writes each entry of ``transcript`` cost (same indices): this app's own, made
    /// while the step was played and settled, and by the tasks it started (``WriteMeter``).
    public private(set) var writes: [WriteCount] = []
    /// What was still alive when it should have been freed: screens a `back` step popped.
    public private(set) var leaks: [String] = []
    /// Whether the app settled after it was built; `false` means its start screen kept changing
    /// for as long as settling waits (a hang).
    public private(set) var settledAtStart = true

    /// The app's world; dropped with the app by ``finish()``, so that what the dependencies
    /// hold (the product repository, the held service) counts as leaked if anything else keeps it.
    private var session: RunSession?
    private let tracker = LeakTracker()
    /// Counts this app's widget writes only, whatever else runs on the main actor meanwhile
    /// (tests in parallel): ``writes`` comes from it.
    private let meter = WriteMeter()
    private var app: NavigationController?
    /// Told when the app is built and where each step begins and ends (``StepPhase``).
    private let stepObserver: (@MainActor (StepPhase) -> Void)?

    /// Builds the app for `feature` on fresh dependencies, settles it and records the start.
    /// - Parameters:
    ///   - feature: The feature whose first screen the app starts on.
    ///   - factory: The architecture (or a test's app factory).
    public convenience init(feature: Feature, factory: any AppFactory) async {
        await self.init(feature: feature, factory: factory, stepObserver: nil)
    }

    /// Builds the app like ``init(feature:factory:)``, telling `stepObserver` when the app is
    /// built (before it settles) and where each step ``apply(_:index:)`` plays begins and ends,
    /// so a tracer can cut its probe log per step (``TraceRecorder``).
    package init(feature: Feature, factory: any AppFactory, stepObserver: (@MainActor (StepPhase) -> Void)?) async {
        name = factory.name
        self.stepObserver = stepObserver
        let session = RunSession(feature: feature)
        self.session = session
        let start = meter.count
        let app = await WriteCounter.measuring(meter) {
            let app = factory.makeApp(feature: feature, dependencies: session.dependencies)
            self.app = app
            stepObserver?(.started(app))
            tracker.track(app)
            for screen in app.screens { tracker.track(screen) }
            app.didShow = { [weak tracker] in tracker?.track($0) }
            settledAtStart = await settle(app, session)
            return app
        }
        record(app, stepIndex: nil, step: "start", writes: meter.count - start)
    }

    /// The stack's titles and the top screen now (the last entry of ``transcript``).
    public var current: Transcript.Entry { transcript.entries[transcript.entries.count - 1] }

    /// The number of requests waiting for a `respond` step.
    public var pendingRequests: Int { session?.pendingRequests ?? 0 }

    /// Applies one step through the widgets, settles the app and records what it shows.
    ///
    /// An `expect` step changes nothing and is recorded as it is; checking it is the caller's.
    /// - Parameters:
    ///   - step: The step.
    ///   - index: Its 0-based index, for the transcript and for failures.
    /// - Returns: The transcript entry after the step.
    /// - Throws: ``StepFailure`` when the step cannot apply (no such widget, a widget of
    ///   another kind, a `respond` with no request in flight), nothing recorded then; or when
    ///   the screen did not settle after it (a hang), recorded as it was.
    @discardableResult
    public func apply(_ step: Step, index: Int) async throws(StepFailure) -> Transcript.Entry {
        guard let app, let session else { preconditionFailure("a step applied after finish()") }
        let before = meter.count
        stepObserver?(.began(index))
        let outcome = await WriteCounter.measuring(meter) { () async -> Result<Bool, StepFailure> in
            do throws(StepFailure) {
                try await perform(step, index: index, on: app, session: session)
            } catch {
                return .failure(error)
            }
            return .success(await settle(app, session))
        }
        stepObserver?(.ended(index))
        let settled = try outcome.get()
        record(app, stepIndex: index, step: step.description, writes: meter.count - before)
        guard settled else { throw Self.unsettled(stepIndex: index, step: step.description) }
        return current
    }

    /// The live app between two steps, for a caller that chooses the next step from what the
    /// screen offers (the fuzzer).
    var liveScreen: LiveScreen? {
        guard let app else { return nil }
        return LiveScreen(app: app, pendingRequests: pendingRequests)
    }

    /// The failure of a screen that kept changing for as long as settling waits: a hang.
    static func unsettled(stepIndex: Int, step: String) -> StepFailure {
        StepFailure(
            stepIndex: stepIndex, step: step,
            subject: "the screen did not settle: it kept changing for \(Settling.maximumYields) main-actor turns")
    }

    /// Ends the run: answers any request in flight as unreachable, drops the app and its
    /// dependencies, lets pending work finish, and reports what is still alive.
    /// - Returns: Every leak of the run: the screens `back` steps popped that stayed alive, then
    ///   the objects alive after the app was dropped.
    public func finish() async -> [String] {
        await session?.finish()
        app = nil
        session = nil
        await Settling.settle(fingerprint: { 0 })
        // A task that ends after the quiet rounds (an answer still hopping back on a busy
        // machine) still gets a bounded number of turns to let go of what it holds.
        await Settling.wait(until: { tracker.allFreed })
        leaks += tracker.survivors().map { "\($0) still alive after the run" }
        return leaks
    }

    /// Settles the app's screen (``Settling/settle(fingerprint:isBusy:)``).
    ///
    /// The cheap fingerprint counts this app's own writes (its ``WriteMeter``) and every write
    /// no meter counted, so other apps at work under their own meters (tests run in parallel)
    /// do not keep it changing; when the bound is reached, the app's own screen is watched for
    /// a few more turns before it counts as a hang.
    /// - Returns: `false` when the app's own screen kept changing, or its work never arrived.
    private func settle(_ app: NavigationController, _ session: RunSession) async -> Bool {
        let isBusy = { session.hasWorkInFlight || Self.isLoadingAnImage(app) }
        let meter = meter
        if await Settling.settle(fingerprint: { Self.fingerprint(app, meter) }, isBusy: isBusy) { return true }
        return await Settling.holdsStill(isBusy: isBusy) { ShownScreen(stack: app.titles, screen: app.topScreen.snapshot()) }
    }

    /// What the app shows: its stack and its top screen.
    private struct ShownScreen: Equatable {
        var stack: [String]
        var screen: ScreenSnapshot
    }

    private func record(_ app: NavigationController, stepIndex: Int?, step: String, writes: WriteCount) {
        transcript.entries.append(
            Transcript.Entry(stepIndex: stepIndex, step: step, stack: app.titles, screen: app.topScreen.snapshot()))
        self.writes.append(writes)
    }

    private func perform(_ step: Step, index: Int, on app: NavigationController, session: RunSession) async throws(StepFailure) {
        func widget<W: Widget>(_ id: String, as kind: W.Type, _ kindName: String) throws(StepFailure) -> W {
            let screen = app.topScreen
            guard let found = screen.widget(id: id) else {
                let ids = screen.widgets.map(\.id).joined(separator: ", ")
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
            _ = await settle(app, session)
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
    /// widget writes so far that can be this app's (every visible change is a counted write):
    /// those its meter counted, and those no meter counted (``WriteCounter/unmetered``), never
    /// another meter's. Settling compares it after every yield, so it must not cost a snapshot.
    private static func fingerprint(_ app: NavigationController, _ meter: WriteMeter) -> Int {
        var hasher = Hasher()
        hasher.combine(app.screens.count)
        hasher.combine(ObjectIdentifier(app.topScreen))
        hasher.combine(meter.count.total)
        hasher.combine(WriteCounter.unmetered)
        return hasher.finalize()
    }
}
