import ReduxStore
import Testing

@MainActor
@Suite("Skipping repeated states")
struct SkipRepeatsTests {
    @Test func unchangedEquatableSelectionIsSkippedAutomatically() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let byKeyPath = Recorder<Int>()
        let byClosure = Recorder<Int>()
        store.subscribe(byKeyPath) { $0.select(\.count) }
        store.subscribe(byClosure) { $0.select { $0.count } }

        store.dispatch(CounterAction.rename("x"))
        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.noop)
        store.dispatch(CounterAction.increment)

        #expect(byKeyPath.received == [0, 1, 2])
        #expect(byClosure.received == [0, 1, 2])
    }

    @Test func unchangedEquatableWholeStateIsSkippedAutomatically() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let subscriber = Recorder<CounterState>()
        store.subscribe(subscriber)
        store.dispatch(CounterAction.noop)
        store.dispatch(CounterAction.increment)
        #expect(subscriber.received.map(\.count) == [0, 1])
    }

    @Test func storeFlagTurnsAutomaticSkippingOff() {
        let store = Store(reducer: counterReducer, state: CounterState(), automaticallySkipsRepeats: false)
        #expect(!store.subscriptionsAutomaticallySkipRepeats)
        let selected = Recorder<Int>()
        let whole = Recorder<CounterState>()
        store.subscribe(selected) { $0.select(\.count) }
        store.subscribe(whole)
        store.dispatch(CounterAction.noop)
        #expect(selected.received == [0, 0])
        #expect(whole.received.count == 2)
    }

    @Test func customPredicateDecidesWhatIsARepeat() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let tens = Recorder<Int>()
        let everyTime = Recorder<Int>()
        store.subscribe(tens) { $0.select(\.count).skipRepeats { $0 / 10 == $1 / 10 } }
        store.subscribe(everyTime) { $0.select(\.count).skipRepeats { _, _ in false } }

        store.dispatch(CounterAction.add(3))
        store.dispatch(CounterAction.add(8))
        store.dispatch(CounterAction.noop)
        store.dispatch(CounterAction.add(1))

        #expect(tens.received == [0, 11])
        // As in ReSwift, the store appends `skipRepeats()` after a custom predicate too: an
        // `Equatable` selection equal to the one before (the `noop`) is never delivered.
        #expect(everyTime.received == [0, 3, 11, 12])
    }

    @Test func skipWhenIsSkipRepeatsAndTheAutomaticOneFollowsEither() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let byPredicate = Recorder<Int>()
        let bySkipWhen = Recorder<Int>()
        store.subscribe(byPredicate) { $0.select(\.count).skipRepeats { _, new in new == 5 } }
        store.subscribe(bySkipWhen) { $0.select(\.count).skip { _, new in new == 5 } }

        for action in [CounterAction.add(5), .noop, .increment, .rename("x"), .add(-1)] {
            store.dispatch(action)
        }

        #expect(byPredicate.received == [0, 6])
        #expect(bySkipWhen.received == byPredicate.received)
    }

    @Test func nonEquatableSelectionNotifiesEveryTimeUnlessSkipRepeatsGiven() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let plain = Recorder<Opaque>()
        let skipping = Recorder<Opaque>()
        store.subscribe(plain) { $0.select { Opaque(count: $0.count) } }
        store.subscribe(skipping) {
            $0.select { Opaque(count: $0.count) }.skipRepeats { $0.count == $1.count }
        }

        store.dispatch(CounterAction.noop)
        store.dispatch(CounterAction.increment)

        #expect(plain.received.map(\.count) == [0, 0, 1])
        #expect(skipping.received.map(\.count) == [0, 1])
    }

    @Test func skipAndOnlyWhenFilterChanges() {
        let store = Store(reducer: counterReducer, state: CounterState())
        let evens = Recorder<Int>()
        let growing = Recorder<Int>()
        store.subscribe(evens) { $0.select(\.count).skip { _, new in new % 2 != 0 } }
        store.subscribe(growing) { $0.select(\.count).only { old, new in new > old + 1 } }

        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.add(5))

        #expect(evens.received == [0, 2])
        #expect(growing.received == [0, 7])
    }
}
