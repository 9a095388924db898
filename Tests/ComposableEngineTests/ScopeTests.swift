import ComposableEngine
import Testing

/// A parent with one scoped child and one presented child.
struct Parent: Reducer {
    struct State: Equatable {
        var child = Counter.State()
        @PresentationState var presented: Counter.State?
        var childCountSeen = 0
    }

    enum Action: Equatable, CasePathable {
        case child(Counter.Action)
        case presented(PresentationAction<Counter.Action>)
        case presentButtonTapped
        case closeButtonTapped

        struct AllCasePaths: Sendable {
            let child = AnyCasePath<Action, Counter.Action>(
                embed: Action.child, extract: { if case .child(let action) = $0 { action } else { nil } })
            let presented = AnyCasePath<Action, PresentationAction<Counter.Action>>(
                embed: Action.presented, extract: { if case .presented(let action) = $0 { action } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    let gate: Gate

    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) { Counter(gate: gate) }
        Reduce { state, action in
            switch action {
            case .child:
                state.childCountSeen = state.child.count
                return .none
            case .presentButtonTapped:
                state.presented = Counter.State()
                return .none
            case .closeButtonTapped:
                state.presented = nil
                return .none
            case .presented:
                return .none
            }
        }
        .ifLet(\.$presented, action: \.presented) { Counter(gate: gate) }
    }
}

@MainActor
@Suite("ComposableEngine: Scope, ifLet and scoped stores")
struct ScopeTests {
    @Test func scopeRunsTheChildThenTheParent() {
        let store = Store(initialState: Parent.State()) { Parent(gate: Gate()) }
        store.send(.child(.incrementButtonTapped))
        #expect(store.child.count == 1)
        #expect(store.childCountSeen == 1)
    }

    @Test func aScopedStoreReadsAndSendsThroughItsParent() {
        let store = Store(initialState: Parent.State()) { Parent(gate: Gate()) }
        let child = store.scope(state: \.child, action: \.child)
        child.send(.incrementButtonTapped)
        #expect(child.count == 1)
        #expect(store.childCountSeen == 1)
    }

    @Test func aChildEffectFeedsBackThroughTheParentsCase() {
        let store = Store(initialState: Parent.State()) { Parent(gate: Gate()) }
        store.scope(state: \.child, action: \.child).send(.delegateTwice)
        #expect(store.child.log == ["delegateTwice", "first", "second"])
    }

    @Test func aPresentedStoreExistsWhileItsStateDoes() {
        let store = Store(initialState: Parent.State()) { Parent(gate: Gate()) }
        #expect(store.scope(state: \.presented, action: \.presented) == nil)
        store.send(.presentButtonTapped)
        let presented = store.scope(state: \.presented, action: \.presented)
        presented?.send(.incrementButtonTapped)
        #expect(store.presented?.count == 1)
        #expect(presented?.count == 1)
        store.send(.presented(.dismiss))
        #expect(store.presented == nil)
        #expect(presented?.count == 1)  // the last state, kept after dismissal
    }

    @Test func anEffectDoesNotOutliveItsDismissedScreen() async {
        let gate = Gate()
        let store = Store(initialState: Parent.State()) { Parent(gate: gate) }
        store.send(.presentButtonTapped)
        store.send(.presented(.presented(.startWaiting(id: 1))))
        await yield { gate.waitingCount == 1 }
        store.send(.presented(.dismiss))
        store.send(.presentButtonTapped)
        gate.open()
        for _ in 0..<50 { await Task.yield() }
        #expect(store.presented?.log == [])
    }

    @Test func settingThePresentedStateToNilAlsoCancelsItsEffects() async {
        let gate = Gate()
        let store = Store(initialState: Parent.State()) { Parent(gate: gate) }
        store.send(.presentButtonTapped)
        store.send(.presented(.presented(.startWaiting(id: 1))))
        await yield { gate.waitingCount == 1 }
        store.send(.closeButtonTapped)
        store.send(.presentButtonTapped)
        gate.open()
        for _ in 0..<50 { await Task.yield() }
        #expect(store.presented?.log == [])
    }

    @Test func anObserverOfAnOptionalScopeRunsWhenItAppearsOrGoes() {
        let store = Store(initialState: Parent.State()) { Parent(gate: Gate()) }
        var presence: [Bool] = []
        let token = observe { presence.append(store.scope(state: \.presented, action: \.presented) != nil) }
        store.send(.presentButtonTapped)
        store.send(.presented(.presented(.incrementButtonTapped)))
        store.send(.presented(.dismiss))
        #expect(presence == [false, true, false])
        token.cancel()
    }
}
