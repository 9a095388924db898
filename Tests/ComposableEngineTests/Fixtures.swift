import ComposableEngine

/// A counter with every kind of effect, for the engine's tests.
struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
        var log: [String] = []
        var unrelated = 0
    }

    enum Action: Equatable {
        case incrementButtonTapped
        case delegateTwice
        case logged(String)
        case startWaiting(id: Int)
        case waited(Int)
        case cancelWaiting(id: Int)
        case unrelatedChanged
        case readDependency
    }

    let gate: Gate

    @Dependency(\.greeting) var greeting

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementButtonTapped:
            state.count += 1
            state.log.append("increment")
            return .none
        case .delegateTwice:
            state.log.append("delegateTwice")
            return .merge(.send(.logged("first")), .send(.logged("second")))
        case .logged(let text):
            state.log.append(text)
            return .none
        case .startWaiting(let id):
            state.log.append("start \(id)")
            return .run { [gate] send in
                await gate.wait()
                gate.resumed(cancelled: Task.isCancelled)
                await send(.waited(id))
            }
            .cancellable(id: "wait", cancelInFlight: true)
        case .waited(let id):
            state.log.append("waited \(id)")
            return .none
        case .cancelWaiting:
            return .cancel(id: "wait")
        case .unrelatedChanged:
            state.unrelated += 1
            return .none
        case .readDependency:
            state.log.append(greeting)
            return .run { send in await send(.logged("effect: \(greeting)")) }
        }
    }
}

/// Holds effects suspended until the test opens it. Main-actor state; no clock.
@MainActor
final class Gate: Sendable {
    private var waiters: [CheckedContinuation<Void, Never>] = []

    var waitingCount: Int { waiters.count }
    /// For each effect that resumed, whether its task had been cancelled.
    private(set) var resumedCancelled: [Bool] = []

    func resumed(cancelled: Bool) { resumedCancelled.append(cancelled) }

    func wait() async {
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        let opened = waiters
        waiters = []
        for waiter in opened { waiter.resume() }
    }
}

private enum GreetingKey: DependencyKey {
    static let liveValue = "live"
}

extension DependencyValues {
    var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// Yields on the main actor until `condition` holds, at most 1,000 times.
@MainActor
func yield(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() { await Task.yield() }
}
