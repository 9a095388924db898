import ReduxStore
import Testing

/// Subscribing an object that is already subscribed replaces its subscription, as ReSwift 6
/// does (its subscription set is keyed by the subscriber): the new selection and filters
/// apply from now on, the subscriber gets the current state at once, and it is notified once
/// per change.
@MainActor
@Suite("Subscribing a subscriber again")
struct ResubscribeTests {
    @Test func aSecondSubscribeReplacesTheSelectionAndDeliversTheCurrentState() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { $0.select(\.count) }
        store.dispatch(CounterAction.increment)
        store.subscribe(recorder) { $0.select { $0.name.count } }
        #expect(recorder.received == [0, 1, 0], "the current state of the new selection, at once")
        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.rename("abc"))
        #expect(recorder.received == [0, 1, 0, 3], "only the new selection, once per change")
    }

    @Test func aSecondSubscribeReplacesTheFilters() {
        let store = Store(reducer: counterReducer, state: CounterState(), automaticallySkipsRepeats: false)
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { $0.select(\.count).skipRepeats() }
        store.subscribe(recorder) { $0.select(\.count) }
        store.dispatch(CounterAction.noop)
        #expect(recorder.received == [0, 0, 0], "the repeat is no longer skipped")
    }

    @Test func aSecondSubscribeKeepsTheSubscribersPlaceInTheOrder() {
        let log = EventLog()
        let store = loggingStore(log)
        let a = Recorder<Int>("a", log: log)
        let b = Recorder<Int>("b", log: log)
        store.subscribe(a) { $0.select(\.count) }
        store.subscribe(b) { $0.select(\.count) }
        store.subscribe(a) { $0.select { $0.count * 10 } }
        log.events.removeAll()
        store.dispatch(CounterAction.increment)
        #expect(log.events == ["reduce:increment", "a:10", "b:1"])
    }

    @Test func aSecondWholeStateSubscribeDeliversTheCurrentStateAgain() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let recorder = Recorder<CounterState>()
        store.subscribe(recorder)
        store.subscribe(recorder)
        store.dispatch(CounterAction.increment)
        #expect(recorder.received.map(\.count) == [0, 0, 1])
        store.unsubscribe(recorder)
        store.dispatch(CounterAction.increment)
        #expect(recorder.received.map(\.count) == [0, 0, 1], "one unsubscribe ends it")
    }
}
