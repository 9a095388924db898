import ReduxStore
import Testing

@MainActor
@Suite("Reducer and middleware")
struct ReducerMiddlewareTests {
    @Test func reducerIsCalledOncePerActionWithTheCurrentState() {
        var calls: [(action: CounterAction?, count: Int?)] = []
        let store = Store<CounterState>(
            reducer: { action, state in
                calls.append((action as? CounterAction, state?.count))
                return counterReducer(action: action, state: state)
            },
            state: CounterState(count: 5)
        )
        store.dispatch(CounterAction.increment)
        store.dispatch(CounterAction.add(2))
        #expect(calls.map(\.action) == [.increment, .add(2)])
        #expect(calls.map(\.count) == [5, 6])
        #expect(store.state.count == 8)
    }

    @Test func nilInitialStateIsBuiltByTheReducerFromReSwiftInit() {
        var seen: [String] = []
        let store = Store<CounterState>(
            reducer: { action, state in
                seen.append("\(type(of: action)):\(state == nil)")
                return counterReducer(action: action, state: state)
            },
            state: nil
        )
        #expect(seen == ["ReSwiftInit:true"])
        #expect(store.state == CounterState())
    }

    @Test func middlewareRunsInArrayOrderAroundTheReducer() {
        let log = EventLog()
        func tracer(_ name: String) -> Middleware<CounterState> {
            { _, getState in
                { next in
                    { action in
                        log.record("\(name)>\(getState()?.count ?? -1)")
                        next(action)
                        log.record("\(name)<\(getState()?.count ?? -1)")
                    }
                }
            }
        }
        let store = loggingStore(log, middleware: [tracer("one"), tracer("two")])
        store.dispatch(CounterAction.increment)
        #expect(log.events == ["one>0", "two>0", "reduce:increment", "two<1", "one<1"])
    }

    @Test func middlewareThatDoesNotCallNextBlocksTheAction() {
        let log = EventLog()
        let blocker: Middleware<CounterState> = { _, _ in
            { next in
                { action in
                    if case .increment = action as? CounterAction { return }
                    next(action)
                }
            }
        }
        let store = loggingStore(log, middleware: [blocker])
        let subscriber = Recorder<CounterState>("s", log: log)
        store.subscribe(subscriber)
        log.events.removeAll()

        store.dispatch(CounterAction.increment)
        #expect(log.events.isEmpty)
        #expect(store.state.count == 0)

        store.dispatch(CounterAction.add(2))
        #expect(store.state.count == 2)
        #expect(subscriber.received.map(\.count) == [0, 2])
    }

    @Test func middlewareCanTransformActions() {
        let doubler: Middleware<CounterState> = { _, _ in
            { next in
                { action in
                    if case .add(let amount) = action as? CounterAction {
                        next(CounterAction.add(amount * 2))
                    } else {
                        next(action)
                    }
                }
            }
        }
        let store = Store(reducer: counterReducer, state: CounterState(), middleware: [doubler])
        store.dispatch(CounterAction.add(3))
        store.dispatch(CounterAction.increment)
        #expect(store.state.count == 7)
    }

    @Test func nextCalledLaterStillQueuesReentrantDispatches() {
        let log = EventLog()
        var held: [() -> Void] = []
        let deferring: Middleware<CounterState> = { _, _ in
            { next in
                { action in
                    if case .tag = action as? CounterAction {
                        held.append { next(action) }
                    } else {
                        next(action)
                    }
                }
            }
        }
        let store = loggingStore(log, middleware: [deferring])
        let a = Recorder<String>("a", log: log) { name in
            if name == "x" { store.dispatch(CounterAction.increment) }
        }
        let b = Recorder<String>("b", log: log)
        store.subscribe(a) { $0.select(\.name) }
        store.subscribe(b) { $0.select(\.name) }
        store.dispatch(CounterAction.tag("x"))
        log.events.removeAll()

        for resume in held { resume() }

        #expect(log.events == ["reduce:tag(\"x\")", "a:x", "b:x", "reduce:increment"])
    }
}
