import Observation
import TestSupport
import Testing
import Widgets

@Observable
@MainActor
final class TrackedModel {
    var a = 0
    var b = 0
    var showsA = true
    var untracked = 0
}

/// Shows `a` or `b` in a label, as `showsA` says, and counts its runs of `updateProperties()`.
@MainActor
final class TrackingScreen: Screen {
    let model: TrackedModel
    let label = Label(id: "label")
    let button = Button(id: "button", title: "Go")
    private(set) var runs = 0
    /// When set, replaces `model.showsA` (and is not tracked).
    var showsAOverride: Bool?
    /// Runs inside `updateProperties()`, after the label is set.
    var duringUpdate: (TrackingScreen) -> Void = { _ in }

    init(_ title: String = "Tracking", model: TrackedModel) {
        self.model = model
        super.init(title: title)
    }

    override func viewDidLoad() {
        add(label, button)
    }

    override func updateProperties() {
        runs += 1
        label.text = (showsAOverride ?? model.showsA) ? "a=\(model.a)" : "b=\(model.b)"
        duringUpdate(self)
    }
}

/// Lets main-actor work queued so far run (the update pass's task among it).
@MainActor
func nextTurns(_ count: Int = 4) async {
    for _ in 0..<count { await Task.yield() }
}

@MainActor
@Suite("Screen: updateProperties() with automatic observation tracking")
struct UpdatePropertiesTests {
    @Test func theFirstRunComesBetweenWillAppearAndDidAppear() {
        final class Logged: Screen {
            var log: [String] = []
            override func viewWillAppear() { log.append("willAppear") }
            override func updateProperties() { log.append("updateProperties") }
            override func viewDidAppear() { log.append("didAppear") }
        }
        let root = Logged(title: "Root")
        _ = NavigationController(rootScreen: root)
        #expect(root.log == ["willAppear", "updateProperties", "didAppear"])
        #expect(!root.needsUpdateProperties)
    }

    @Test func aChangeOfATrackedPropertyRunsTheUpdateOnTheNextPass() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        #expect(screen.runs == 1)
        model.a = 1
        #expect(screen.label.text == "a=0", "not before the pass")
        await nextTurns()
        #expect(screen.runs == 2)
        #expect(screen.label.text == "a=1")
        withExtendedLifetime(app) {}
    }

    @Test func twoChangesInOneTurnGiveOneUpdate() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        model.a = 1
        model.a = 2
        model.showsA = true
        await nextTurns()
        #expect(screen.runs == 2)
        #expect(screen.label.text == "a=2")
        withExtendedLifetime(app) {}
    }

    @Test func aChangeInsideAUserEventIsOnScreenWhenTheEventReturns() {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        screen.button.addAction {
            model.a = 5
            model.b = 6
            model.a = 7
        }
        screen.button.tap()
        #expect(screen.runs == 2)
        #expect(screen.label.text == "a=7")
        withExtendedLifetime(app) {}
    }

    @Test func aPropertyReadOnlyInThePreviousRunNoLongerTriggers() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        model.showsA = false  // the next run reads b, not a
        await nextTurns()
        #expect(screen.runs == 2)
        #expect(screen.label.text == "b=0")
        model.a = 1
        await nextTurns()
        #expect(screen.runs == 2)
        #expect(!screen.needsUpdateProperties)
        model.b = 1
        await nextTurns()
        #expect(screen.runs == 3)
        #expect(screen.label.text == "b=1")
        withExtendedLifetime(app) {}
    }

    @Test func aForcedRunReplacesTheTrackingOfTheRunBefore() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        // Run 1 tracked `a`. Run 2, asked for by hand, reads `b` only; run 1's tracking has not
        // fired, and must not count any more.
        screen.showsAOverride = false
        screen.setNeedsUpdateProperties()
        UpdatePass.run()
        #expect(screen.runs == 2)
        #expect(screen.label.text == "b=0")
        model.a = 1
        await nextTurns()
        #expect(screen.runs == 2, "a is not read by the last run")
        #expect(!screen.needsUpdateProperties)
        model.b = 1
        await nextTurns()
        #expect(screen.runs == 3)
        withExtendedLifetime(app) {}
    }

    @Test func aChangeDuringUpdatePropertiesDoesNotLoopForever() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        screen.duringUpdate = { $0.model.a += 1 }  // writes what it has just read
        let app = NavigationController(rootScreen: screen)
        #expect(screen.runs == 1)
        await nextTurns(20)
        #expect(screen.runs == 1)
        #expect(model.a == 1)
        model.b = 9  // not read while showsA
        model.a = 10
        await nextTurns(20)
        #expect(screen.runs == 2)
        #expect(screen.label.text == "a=10")
        withExtendedLifetime(app) {}
    }

    @Test func aRequestMadeDuringTheRunIsServedByTheNextPassOnly() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        var requests = 2
        screen.duringUpdate = { screen in
            guard requests > 0 else { return }
            requests -= 1
            screen.setNeedsUpdateProperties()
        }
        screen.setNeedsUpdateProperties()
        UpdatePass.run()
        #expect(screen.runs == 2, "one run per pass")
        await nextTurns(20)
        #expect(screen.runs == 4)
        withExtendedLifetime(app) {}
    }

    @Test func requestsByHandAreCoalesced() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        let app = NavigationController(rootScreen: screen)
        screen.setNeedsUpdateProperties()
        screen.setNeedsUpdateProperties()
        screen.setNeedsUpdateProperties()
        screen.updatePropertiesIfNeeded()
        screen.updatePropertiesIfNeeded()
        #expect(screen.runs == 2)
        await nextTurns()
        #expect(screen.runs == 2)
        withExtendedLifetime(app) {}
    }

    @Test func aReadOutsideUpdatePropertiesIsNotTracked() async {
        let model = TrackedModel()
        let screen = TrackingScreen(model: model)
        screen.duringUpdate = { _ in }
        let app = NavigationController(rootScreen: screen)
        screen.button.addAction { _ = model.untracked }
        screen.button.tap()
        model.untracked = 3
        await nextTurns()
        #expect(screen.runs == 1)
        withExtendedLifetime(app) {}
    }

    @Test func aCoveredScreenUpdatesOnceWhenItIsShownAgain() async {
        let model = TrackedModel()
        let root = TrackingScreen("Root", model: model)
        let app = NavigationController(rootScreen: root)
        app.push(Screen(title: "Cover"))
        model.a = 1
        model.a = 2
        await nextTurns()
        #expect(root.runs == 1, "a covered screen is out of the window")
        #expect(root.needsUpdateProperties)
        app.goBack()
        #expect(root.runs == 2)
        #expect(root.label.text == "a=2")
    }

    @Test func aPoppedScreenStopsUpdatingAndIsFreed() async {
        let model = TrackedModel()
        let app = NavigationController(rootScreen: Screen(title: "Root"))
        var pushed: TrackingScreen? = TrackingScreen("Pushed", model: model)
        app.push(pushed!)
        let watch = Weak(pushed)
        app.goBack()
        model.a = 1
        await nextTurns()
        #expect(pushed?.runs == 1)
        pushed = nil
        model.a = 2
        await nextTurns()
        #expect(watch.object == nil)
    }

    @Test func screensThatReadNothingObservableWriteAsBefore() {
        UpdatePass.run()  // other tests' screens, marked before this one started
        let before = WriteCounter.snapshot
        let app = NavigationController(rootScreen: Screen(title: "Plain"))
        app.push(Screen(title: "Next"))
        app.goBack()
        #expect(WriteCounter.snapshot - before == WriteCount(total: 0, unchanged: 0))
    }
}
