import ComposableEngine
import Testing

/// Counts how often a reducer's `body` is built, to see that a store builds it once (its own
/// and the bodies of the features it scopes and presents), not once per action.
@MainActor
private final class BuildCounter {
    private(set) var parentBodies = 0
    private(set) var childBodies = 0

    func parentBodyBuilt() { parentBodies += 1 }
    func childBodyBuilt() { childBodies += 1 }
}

private struct Adder: Reducer {
    let counter: BuildCounter

    var body: some Reducer<Int, Int> {
        let _ = counter.childBodyBuilt()
        Reduce { state, action in
            state += action
            return .none
        }
    }
}

private struct Assembly: Reducer {
    struct State: Equatable {
        var total = 0
        @PresentationState var presented: Int?
    }

    enum Action: Equatable, CasePathable {
        case child(Int)
        case presented(PresentationAction<Int>)

        struct AllCasePaths: Sendable {
            let child = AnyCasePath<Action, Int>(
                embed: Action.child, extract: { if case .child(let value) = $0 { value } else { nil } })
            let presented = AnyCasePath<Action, PresentationAction<Int>>(
                embed: Action.presented, extract: { if case .presented(let value) = $0 { value } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    let counter: BuildCounter

    var body: some ReducerOf<Self> {
        let _ = counter.parentBodyBuilt()
        Scope(state: \.total, action: \.child) { Adder(counter: counter) }
        Reduce { _, _ in .none }
            .ifLet(\.$presented, action: \.presented) { Adder(counter: counter) }
    }
}

@MainActor
@Suite("ComposableEngine: a store builds its reducer tree once")
struct BuiltOnceTests {
    @Test func bodiesAreBuiltWhenTheStoreIsCreatedAndNotPerAction() {
        let counter = BuildCounter()
        let store = Store(initialState: Assembly.State(presented: 0)) { Assembly(counter: counter) }
        #expect(counter.parentBodies == 1)
        #expect(counter.childBodies == 2)
        store.send(.child(2))
        store.send(.child(3))
        store.send(.presented(.presented(4)))
        #expect(store.total == 5)
        #expect(store.presented == 4)
        #expect(counter.parentBodies == 1)
        #expect(counter.childBodies == 2)
    }
}
