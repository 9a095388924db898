import PeersCore
import ReSwift

/// ReSwift, set up as the primitives suite sets up the kit's store: the same reducer, the same
/// subscribers, the same names (ReSwift's subscribers are not actor-isolated; they run on the
/// main thread here).
@MainActor
enum ReSwiftCases {
    /// Changes the counter.
    struct Increment: Action {}

    static func reduce(_ action: any Action, _ state: CounterState?) -> CounterState {
        var state = state ?? CounterState()
        if action is Increment { state.counter &+= 1 }
        return state
    }

    /// A subscriber to the whole state.
    final class StateListener: StoreSubscriber {
        let sum: Accumulator
        init(sum: Accumulator) { self.sum = sum }
        func newState(state: CounterState) { sum.add(1) }
    }

    /// A subscriber to the slice no action changes.
    final class SliceListener: StoreSubscriber {
        let sum: Accumulator
        init(sum: Accumulator) { self.sum = sum }
        func newState(state: Int) { sum.add(1) }
    }

    static func make(sum: Accumulator) -> EngineCases {
        var keepAlive: [AnyObject] = []
        var events: [PrimitiveCase: Event] = [:]
        func store(subscribers: Int) -> Store<CounterState> {
            let store = Store<CounterState>(reducer: reduce, state: CounterState())
            for _ in 0..<subscribers {
                let listener = StateListener(sum: sum)
                store.subscribe(listener)
                keepAlive.append(listener)
            }
            keepAlive.append(store)
            return store
        }
        let store1 = store(subscribers: 1)
        events[.dispatch1] = { _ in store1.dispatch(Increment()) }
        let store100 = store(subscribers: 100)
        events[.dispatch100] = { _ in store100.dispatch(Increment()) }
        let selected = store(subscribers: 0)
        let selector = SliceListener(sum: sum)
        selected.subscribe(selector) { $0.select(\.other) }
        keepAlive.append(selector)
        events[.dispatchSkipRepeats] = { _ in selected.dispatch(Increment()) }
        return EngineCases(column: "ReSwift", events: events, keepAlive: keepAlive)
    }
}
