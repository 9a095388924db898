import ReduxStore

/// The state of the store benchmarks: a counter every action changes, and a slice none does.
struct CounterState: Equatable {
    var counter = 0
    var other = 0

    /// Changes the counter.
    struct Increment: Action {}

    static func reduce(_ action: any Action, _ state: CounterState?) -> CounterState {
        var state = state ?? CounterState()
        if action is Increment { state.counter &+= 1 }
        return state
    }

    /// A store with `subscribers` whole-state subscribers, and the subscribers (the store
    /// holds them weakly).
    @MainActor
    static func makeStore(subscribers: Int) -> (store: Store<CounterState>, listeners: [StateListener]) {
        let store = Store<CounterState>(reducer: reduce, state: CounterState())
        let listeners = (0..<subscribers).map { _ in StateListener() }
        for listener in listeners { store.subscribe(listener) }
        return (store, listeners)
    }
}

/// A subscriber to the whole state.
@MainActor
final class StateListener: StoreSubscriber {
    private(set) var calls = 0
    func newState(state: CounterState) { calls &+= 1 }
}

/// A subscriber to the slice no action changes.
@MainActor
final class SliceListener: StoreSubscriber {
    private(set) var calls = 0
    func newState(state: Int) { calls &+= 1 }
}
