import TestSupport
import Testing
import Widgets

@MainActor
final class LifecycleScreen: Screen {
    let log: EventLog
    init(_ title: String, log: EventLog) {
        self.log = log
        super.init(title: title)
    }
    override func viewDidLoad() { log.events.append("\(title).load") }
    override func viewWillAppear() { log.events.append("\(title).willAppear") }
    override func viewDidAppear() { log.events.append("\(title).didAppear") }
    override func viewWillDisappear() { log.events.append("\(title).willDisappear") }
    override func viewDidDisappear() { log.events.append("\(title).didDisappear") }
}

@MainActor
final class EventLog {
    var events: [String] = []
}

@MainActor
@Suite("Navigation controller")
struct NavigationControllerTests {
    @Test func lifecycleRunsInUIKitOrder() {
        let log = EventLog()
        let app = NavigationController(rootScreen: LifecycleScreen("A", log: log))
        #expect(log.events == ["A.load", "A.willAppear", "A.didAppear"])
        log.events = []
        app.push(LifecycleScreen("B", log: log))
        #expect(log.events == ["B.load", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        log.events = []
        app.goBack()
        #expect(log.events == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(app.titles == ["A"])
    }

    @Test func backOnTheRootDoesNothing() {
        let app = NavigationController(rootScreen: Screen(title: "Root"))
        #expect(!app.goBack())
        #expect(app.titles == ["Root"])
    }

    @Test func aPoppedScreenIsReleased() {
        let app = NavigationController(rootScreen: Screen(title: "Root"))
        var pushed: Screen? = Screen(title: "Pushed")
        app.push(pushed!)
        let watch = Weak(pushed)
        pushed = nil
        #expect(watch.object?.navigationController === app)
        app.goBack()
        #expect(watch.object == nil)
    }
}
