import ComposableEngine
import Testing

/// A feature two levels above ``Counter``: scoping appends key paths level by level.
struct GrandParent: Reducer {
    struct State: Equatable {
        var parent = Parent.State()
    }

    enum Action: Equatable, CasePathable {
        case parent(Parent.Action)

        struct AllCasePaths: Sendable {
            let parent = AnyCasePath<Action, Parent.Action>(
                embed: Action.parent, extract: { if case .parent(let action) = $0 { action } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    let gate: Gate

    var body: some ReducerOf<Self> {
        Scope(state: \.parent, action: \.parent) { Parent(gate: gate) }
    }
}

@MainActor
@Suite("ComposableEngine: stores scoped several levels deep")
struct DeepScopeTests {
    @Test func aStoreScopedTwiceReadsItsPartOfTheRootAndSendsThroughBothCases() {
        let root = Store(initialState: GrandParent.State()) { GrandParent(gate: Gate()) }
        let child = root.scope(state: \.parent, action: \.parent).scope(state: \.child, action: \.child)
        child.send(.incrementButtonTapped)
        child.send(.incrementButtonTapped)
        #expect(child.count == 2)
        #expect(child.state == root.state.parent.child)
        #expect(root.parent.childCountSeen == 2)
    }

    @Test func aPresentedStoreBelowAScopedOneFollowsAndKeepsItsLastState() {
        let root = Store(initialState: GrandParent.State()) { GrandParent(gate: Gate()) }
        let parent = root.scope(state: \.parent, action: \.parent)
        #expect(parent.scope(state: \.presented, action: \.presented) == nil)
        root.send(.parent(.presentButtonTapped))
        let presented = parent.scope(state: \.presented, action: \.presented)
        presented?.send(.incrementButtonTapped)
        #expect(root.state.parent.presented?.count == 1)
        #expect(presented?.count == 1)
        root.send(.parent(.closeButtonTapped))
        #expect(root.state.parent.presented == nil)
        #expect(presented?.count == 1)
    }

    @Test func anObserverOfADeepStoreRunsOnlyWhenTheFieldItReadChanged() {
        let root = Store(initialState: GrandParent.State()) { GrandParent(gate: Gate()) }
        let child = root.scope(state: \.parent, action: \.parent).scope(state: \.child, action: \.child)
        var seen: [Int] = []
        let token = observe { seen.append(child.count) }
        child.send(.unrelatedChanged)
        child.send(.incrementButtonTapped)
        #expect(seen == [0, 1])
        token.cancel()
    }
}
