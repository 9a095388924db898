import Testing

@testable import ReduxStore

@MainActor
@Suite("Subscribers are held weakly")
struct WeakSubscriberTests {
    @Test func storeDoesNotKeepSubscribersAlive() {
        let store = Store(reducer: counterReducer, state: CounterState())
        weak var weakWhole: Recorder<CounterState>?
        weak var weakSelected: Recorder<Int>?
        do {
            let whole = Recorder<CounterState>()
            let selected = Recorder<Int>()
            store.subscribe(whole)
            store.subscribe(selected) { $0.select(\.count) }
            weakWhole = whole
            weakSelected = selected
            #expect(whole.received.count == 1)
            #expect(selected.received == [0])
        }
        #expect(weakWhole == nil)
        #expect(weakSelected == nil)
    }

    @Test func deallocatedSubscriberIsNotNotifiedAndIsPruned() {
        let log = EventLog()
        let store = loggingStore(log)
        let survivor = Recorder<Int>("survivor", log: log)
        do {
            let goner = Recorder<Int>("goner", log: log)
            store.subscribe(goner) { $0.select(\.count) }
            store.subscribe(survivor) { $0.select(\.count) }
        }
        #expect(store.subscriptions.count == 2)
        log.events.removeAll()

        store.dispatch(CounterAction.increment)

        #expect(log.events == ["reduce:increment", "survivor:1"])
        #expect(store.subscriptions.count == 1)
    }

    @Test func deallocatedSubscriberWithUnchangedSelectionIsPruned() {
        let store = Store(reducer: counterReducer, state: CounterState())
        do {
            let goner = Recorder<Int>()
            store.subscribe(goner) { $0.select(\.count) }
        }
        store.dispatch(CounterAction.noop)
        #expect(store.subscriptions.isEmpty)
    }

    @Test func unsubscribingRemovesTheEntry() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let subscriber = Recorder<CounterState>()
        store.subscribe(subscriber)
        store.unsubscribe(subscriber)
        store.unsubscribe(subscriber)
        #expect(store.subscriptions.isEmpty)
        store.dispatch(CounterAction.increment)
        #expect(subscriber.received.count == 1)
    }
}
