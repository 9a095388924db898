import ReduxStore

struct CounterState: Equatable {
    var count = 0
    var name = ""
}

enum CounterAction: Action, Equatable {
    case increment
    case add(Int)
    case rename(String)
    case noop
    case tag(String)
}

/// A state type that is deliberately not `Equatable`.
struct Opaque {
    var count: Int
}

func counterReducer(action: any Action, state: CounterState?) -> CounterState {
    var state = state ?? CounterState()
    switch action as? CounterAction {
    case .increment: state.count += 1
    case .add(let amount): state.count += amount
    case .rename(let name): state.name = name
    case .tag(let tag): state.name += tag
    case .noop, nil: break
    }
    return state
}

/// An ordered record of events shared by reducers, middleware and subscribers.
@MainActor
final class EventLog {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

/// A subscriber that records every state it receives and can run a reaction.
final class Recorder<Value>: StoreSubscriber {
    let name: String
    let log: EventLog?
    var received: [Value] = []
    var onNewState: ((Value) -> Void)?

    init(_ name: String = "", log: EventLog? = nil, onNewState: ((Value) -> Void)? = nil) {
        self.name = name
        self.log = log
        self.onNewState = onNewState
    }

    func newState(state: Value) {
        received.append(state)
        log?.record("\(name):\(state)")
        onNewState?(state)
    }
}

/// A store whose reducer logs `reduce:<action>` before reducing.
@MainActor
func loggingStore(
    _ log: EventLog,
    middleware: [Middleware<CounterState>] = [],
    automaticallySkipsRepeats: Bool = true
) -> Store<CounterState> {
    Store(
        reducer: { action, state in
            log.record("reduce:\(action)")
            return counterReducer(action: action, state: state)
        },
        state: CounterState(),
        middleware: middleware,
        automaticallySkipsRepeats: automaticallySkipsRepeats
    )
}
