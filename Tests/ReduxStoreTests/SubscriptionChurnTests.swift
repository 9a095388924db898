import ReduxStore
import Testing

@MainActor
@Suite("Subscribing and unsubscribing during a notification")
struct SubscriptionChurnTests {
    @Test func subscriberUnsubscribedBeforeItsTurnIsNotNotified() {
        let log = EventLog()
        let store = loggingStore(log)
        let c = Recorder<Int>("c", log: log)
        let b = Recorder<Int>("b", log: log)
        let a = Recorder<Int>("a", log: log) { count in
            if count == 1 { store.unsubscribe(b) }
        }
        for recorder in [a, b, c] { store.subscribe(recorder) { $0.select(\.count) } }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.increment)

        #expect(log.events == ["reduce:increment", "a:1", "c:1", "reduce:increment", "a:2", "c:2"])
        #expect(b.received == [0])
    }

    @Test func subscriberUnsubscribedAfterItsTurnIsUnaffectedThisRound() {
        let log = EventLog()
        let store = loggingStore(log)
        let a = Recorder<Int>("a", log: log)
        let b = Recorder<Int>("b", log: log) { count in
            if count == 1 { store.unsubscribe(a) }
        }
        store.subscribe(a) { $0.select(\.count) }
        store.subscribe(b) { $0.select(\.count) }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.increment)

        #expect(log.events == ["reduce:increment", "a:1", "b:1", "reduce:increment", "b:2"])
    }

    @Test func subscriberCanUnsubscribeItself() {
        let log = EventLog()
        let store = loggingStore(log)
        let b = Recorder<Int>("b", log: log)
        let a = Recorder<Int>("a", log: log)
        a.onNewState = { [unowned a] count in
            if count == 1 { store.unsubscribe(a) }
        }
        store.subscribe(a) { $0.select(\.count) }
        store.subscribe(b) { $0.select(\.count) }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.increment)

        #expect(log.events == ["reduce:increment", "a:1", "b:1", "reduce:increment", "b:2"])
    }

    @Test func subscriberAddedDuringNotificationGetsCurrentStateOnceThisRound() {
        let log = EventLog()
        let store = loggingStore(log)
        let late = Recorder<Int>("late", log: log)
        let a = Recorder<Int>("a", log: log) { count in
            if count == 1 { store.subscribe(late) { $0.select(\.count) } }
        }
        let b = Recorder<Int>("b", log: log)
        store.subscribe(a) { $0.select(\.count) }
        store.subscribe(b) { $0.select(\.count) }
        log.events.removeAll()

        store.dispatch(CounterAction.increment)
        #expect(log.events == ["reduce:increment", "a:1", "late:1", "b:1"])

        log.events.removeAll()
        store.dispatch(CounterAction.increment)
        #expect(log.events == ["reduce:increment", "a:2", "b:2", "late:2"])
        #expect(late.received == [1, 2])
    }
}
