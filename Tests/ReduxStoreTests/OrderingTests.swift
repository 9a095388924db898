import ReduxStore
import Testing

@MainActor
@Suite("Subscribers are notified in subscription order")
struct OrderingTests {
    @Test func notificationsFollowSubscriptionOrder() {
        let log = EventLog()
        let store = loggingStore(log)
        let recorders = (0..<32).map { Recorder<CounterState>("\($0)") }
        for recorder in recorders {
            recorder.onNewState = { [unowned recorder] _ in log.record(recorder.name) }  // it holds the closure
            store.subscribe(recorder)
        }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)

        #expect(log.events == ["reduce:increment"] + (0..<32).map { "\($0)" })
    }

    @Test func resubscribingMovesSubscriberToTheEnd() {
        let log = EventLog()
        let store = loggingStore(log)
        let a = Recorder<Int>("a", log: log)
        let b = Recorder<Int>("b", log: log)
        store.subscribe(a) { $0.select(\.count) }
        store.subscribe(b) { $0.select(\.count) }
        store.unsubscribe(a)
        store.subscribe(a) { $0.select(\.count) }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)

        #expect(log.events == ["reduce:increment", "b:1", "a:1"])
    }

    @Test func subscribingSendsTheCurrentStateAndASecondSubscribeReplacesTheFirst() {
        let store = Store(reducer: counterReducer, state: CounterState(count: 7))
        let subscriber = Recorder<Int>()
        store.subscribe(subscriber) { $0.select(\.count) }
        #expect(subscriber.received == [7])
        store.subscribe(subscriber) { $0.select(\.count) }
        #expect(subscriber.received == [7, 7], "ReSwift 6 delivers the current state on every subscribe")

        store.dispatch(CounterAction.increment)
        #expect(subscriber.received == [7, 7, 8], "notified once per change: the first subscription was replaced")
    }
}
