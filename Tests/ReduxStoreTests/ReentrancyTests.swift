import ReduxStore
import Testing

@MainActor
@Suite("Re-entrant dispatch is queued, FIFO")
struct ReentrancyTests {
    @Test("Dispatch from newState runs after every subscriber saw the current action")
    func dispatchFromSubscriberIsQueued() {
        let log = EventLog()
        let store = loggingStore(log)
        let first = Recorder<Int>("a", log: log)
        let second = Recorder<Int>("b", log: log)
        store.subscribe(first) { $0.select(\.count) }
        store.subscribe(second) { $0.select(\.count) }
        first.onNewState = { count in
            if count == 1 {
                store.dispatch(CounterAction.add(10))
                store.dispatch(CounterAction.add(100))
            }
            if count == 11 { store.dispatch(CounterAction.increment) }
        }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)

        #expect(
            log.events == [
                "reduce:increment", "a:1", "b:1",
                "reduce:add(10)", "a:11", "b:11",
                "reduce:add(100)", "a:111", "b:111",
                "reduce:increment", "a:112", "b:112",
            ])
        #expect(store.state.count == 112)
    }

    @Test("Dispatch from middleware runs after the current action completes")
    func dispatchFromMiddlewareIsQueued() {
        let log = EventLog()
        let effect: Middleware<CounterState> = { dispatch, _ in
            { next in
                { action in
                    log.record("mw:\(action)")
                    if case .tag("load") = action as? CounterAction {
                        dispatch(CounterAction.tag("loaded"))
                        log.record("mw:dispatched")
                    }
                    next(action)
                }
            }
        }
        let store = loggingStore(log, middleware: [effect])
        let subscriber = Recorder<String>("s", log: log)
        store.subscribe(subscriber) { $0.select(\.name) }
        log.events.removeAll()

        store.dispatch(CounterAction.tag("load"))

        #expect(
            log.events == [
                "mw:tag(\"load\")", "mw:dispatched", "reduce:tag(\"load\")", "s:load",
                "mw:tag(\"loaded\")", "reduce:tag(\"loaded\")", "s:loadloaded",
            ])
    }

    @Test("Dispatch from a reducer is queued, not recursed into")
    func dispatchFromReducerIsQueued() {
        let log = EventLog()
        var store: Store<CounterState>?
        store = Store(
            reducer: { action, state in
                log.record("enter:\(action)")
                if case .increment = action as? CounterAction {
                    store?.dispatch(CounterAction.noop)
                }
                log.record("exit:\(action)")
                return counterReducer(action: action, state: state)
            },
            state: CounterState()
        )
        store?.dispatch(CounterAction.increment)
        #expect(log.events == ["enter:increment", "exit:increment", "enter:noop", "exit:noop"])
        store = nil  // the reducer holds the variable that holds the store: let both go
    }

    @Test("Dispatch from the initial newState on subscribe is queued")
    func dispatchFromInitialDeliveryIsQueued() {
        let log = EventLog()
        let store = loggingStore(log)
        let subscriber = Recorder<Int>("s", log: log) { count in
            if count == 0 { store.dispatch(CounterAction.increment) }
            log.record("s:done")
        }
        store.subscribe(subscriber) { $0.select(\.count) }
        #expect(log.events == ["s:0", "s:done", "reduce:increment", "s:1", "s:done"])
    }

    @Test("A held next called from newState is queued: every subscriber ends on the store's state")
    func heldNextFromSubscriberIsQueued() {
        let log = EventLog()
        let held = HeldNext()
        let store = loggingStore(log, middleware: [held.middleware])
        store.dispatch(CounterAction.tag("hold"))
        let first = Recorder<Int>("a", log: log)
        let second = Recorder<Int>("b", log: log)
        let third = Recorder<Int>("c", log: log)
        store.subscribe(first) { $0.select(\.count) }
        store.subscribe(second) { $0.select(\.count) }
        store.subscribe(third) { $0.select(\.count) }
        first.onNewState = { count in
            if count == 1 {
                held.next?(CounterAction.add(10))
                log.record("a:called next")
            }
        }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)

        #expect(
            log.events == [
                "reduce:increment", "a:1", "a:called next", "b:1", "c:1",
                "reduce:add(10)", "a:11", "b:11", "c:11",
            ])
        #expect(store.state.count == 11)
        for recorder in [first, second, third] { #expect(recorder.received.last == store.state.count) }
    }

    @Test("A held next called outside a dispatch runs at once, and what it causes is queued")
    func heldNextOutsideADispatchRunsAtOnce() {
        let log = EventLog()
        let held = HeldNext()
        let store = loggingStore(log, middleware: [held.middleware])
        store.dispatch(CounterAction.tag("hold"))
        let subscriber = Recorder<Int>("s", log: log) { count in
            if count == 1 { store.dispatch(CounterAction.increment) }
        }
        store.subscribe(subscriber) { $0.select(\.count) }
        log.events.removeAll()

        held.next?(CounterAction.increment)

        #expect(log.events == ["reduce:increment", "s:1", "reduce:increment", "s:2"])
    }

    @Test("Non-re-entrant dispatches run immediately, one by one")
    func plainDispatchesRunImmediately() {
        let log = EventLog()
        let store = loggingStore(log)
        store.dispatch(CounterAction.increment)
        #expect(store.state.count == 1)
        store.dispatch(CounterAction.increment)
        #expect(store.state.count == 2)
        #expect(log.events == ["reduce:increment", "reduce:increment"])
    }
}

/// A middleware that holds `next` when it sees a `tag("hold")` action, and swallows that action,
/// as a debouncing or delaying middleware holds it.
@MainActor
private final class HeldNext {
    /// The `next` of the last `tag("hold")` action, or `nil` before one.
    var next: DispatchFunction?

    var middleware: Middleware<CounterState> {
        { _, _ in
            { next in
                { [weak self] action in
                    if case .tag("hold") = action as? CounterAction {
                        self?.next = next
                        return
                    }
                    next(action)
                }
            }
        }
    }
}
