import ReduxStore
import Testing

/// A tracer that writes down what the stores report.
final class TracerLog: StoreTracer {
    var events: [String] = []

    func didDispatch(_ action: any Action, to store: Any.Type) { events.append("dispatch \(action) to \(store)") }

    func didReduce<State>(_ action: any Action, from oldState: State, to newState: State) {
        events.append("reduce \(action): \(oldState) → \(newState)")
    }

    func willNotify(subscriberOfType type: Any.Type) { events.append("notify \(type)") }
}

/// The store reports to the tracer installed in `StoreTracing.tracer`, which is how the trace
/// sees it without the store importing the tracer. Each test installs its tracer and restores
/// the one before in the same main-actor turn (no suspension between), so the tests running
/// beside it, which share the process's one hook, never see it.
@MainActor
@Suite("A store reports to the installed tracer")
struct StoreTracerTests {
    func traced(_ body: () -> Void) -> [String] {
        let log = TracerLog()
        let previous = StoreTracing.tracer
        StoreTracing.tracer = log
        defer { StoreTracing.tracer = previous }
        body()
        return log.events
    }

    @Test func aDispatchReportsTheActionTheReducerRunAndEachDelivery() {
        let store = Store<Int>(
            reducer: { action, state in (state ?? 0) + ((action as? CounterAction) == .increment ? 1 : 0) }, state: 0)
        let whole = Recorder<Int>()
        let events = traced {
            store.subscribe(whole)
            store.dispatch(CounterAction.increment)
        }
        #expect(
            events == [
                "notify Recorder<Int>",
                "dispatch increment to Store<Int>",
                "reduce increment: 0 → 1",
                "notify Recorder<Int>",
            ])
    }

    @Test func aQueuedActionIsReportedWhenDispatchedAndAFilteredDeliveryNotAtAll() {
        let store = Store<CounterState>(reducer: counterReducer, state: nil)
        let count = Recorder<Int>()
        store.subscribe(count) { $0.select(\.count) }  // skips repeats
        let requeuer = Recorder<CounterState> { state in
            if state.count == 1, state.name.isEmpty { store.dispatch(CounterAction.rename("a")) }
        }
        store.subscribe(requeuer)
        let events = traced { store.dispatch(CounterAction.increment) }
        #expect(
            events == [
                "dispatch increment to Store<CounterState>",
                #"reduce increment: CounterState(count: 0, name: "") → CounterState(count: 1, name: "")"#,
                "notify Recorder<Int>",
                "notify Recorder<CounterState>",
                #"dispatch rename("a") to Store<CounterState>"#,
                #"reduce rename("a"): CounterState(count: 1, name: "") → CounterState(count: 1, name: "a")"#,
                "notify Recorder<CounterState>",
            ])
    }
}
