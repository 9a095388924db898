import ComposableEngine
import Testing

/// A feature whose state holds a field that is not `Equatable`, and which is compared by a
/// hand-written `==`, as a feature holding such a field is.
struct Tagged: Reducer {
    /// Not `Equatable`.
    struct Tag {
        var name: String
    }

    struct State: Equatable {
        var tag = Tag(name: "start")
        var count = 0

        static func == (lhs: State, rhs: State) -> Bool {
            lhs.tag.name == rhs.tag.name && lhs.count == rhs.count
        }
    }

    enum Action: Equatable {
        case renamed(String)
        case incremented
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .renamed(let name): state.tag.name = name
        case .incremented: state.count += 1
        }
        return .none
    }
}

/// Two `Tagged` features side by side, and a parent that writes the first one's state on an
/// action of its own (as a parent does after a child's delegate action).
struct TaggedPair: Reducer {
    struct State: Equatable {
        var first = Tagged.State()
        var second = Tagged.State()
    }

    enum Action: Equatable, CasePathable {
        case first(Tagged.Action)
        case second(Tagged.Action)
        case secondFinished

        struct AllCasePaths: Sendable {
            let first = AnyCasePath<Action, Tagged.Action>(
                embed: Action.first, extract: { if case .first(let action) = $0 { action } else { nil } })
            let second = AnyCasePath<Action, Tagged.Action>(
                embed: Action.second, extract: { if case .second(let action) = $0 { action } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.first, action: \.first) { Tagged() }
        Scope(state: \.second, action: \.second) { Tagged() }
        Reduce { state, action in
            if action == .secondFinished { state.first.tag.name = "written by the parent" }
            return .none
        }
    }
}

/// A state that is not `Equatable` at all.
struct Untyped: Reducer {
    struct State {
        var tag = Tagged.Tag(name: "start")
        var count = 0
    }

    enum Action { case incremented }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

@MainActor
@Suite("ComposableEngine: observe, the scope rule for reads that cannot be compared by field")
struct ScopedObserveTests {
    @Test func aNonEquatableFieldsObserverDoesNotRunForAnotherFeaturesAction() {
        let store = Store(initialState: TaggedPair.State()) { TaggedPair() }
        let first = store.scope(state: \.first, action: \.first)
        var names: [String] = []
        let token = observe { names.append(first.tag.name) }
        store.send(.second(.renamed("other")))
        store.send(.second(.incremented))
        #expect(names == ["start"])
        token.cancel()
    }

    @Test func aNonEquatableFieldsObserverRunsForAnActionOfItsOwnFeature() {
        let store = Store(initialState: TaggedPair.State()) { TaggedPair() }
        let first = store.scope(state: \.first, action: \.first)
        var names: [String] = []
        let token = observe { names.append(first.tag.name) }
        first.send(.renamed("mine"))
        #expect(names == ["start", "mine"])
        token.cancel()
    }

    @Test func aParentsWriteToTheFeatureRunsItsObserverWhateverTheAction() {
        let store = Store(initialState: TaggedPair.State()) { TaggedPair() }
        let first = store.scope(state: \.first, action: \.first)
        var names: [String] = []
        let token = observe { names.append(first.tag.name) }
        store.send(.secondFinished)
        #expect(names == ["start", "written by the parent"])
        token.cancel()
    }

    @Test func tenObserversOfOneFeatureRunNoMoreForAHundredActionsOfAnother() {
        let store = Store(initialState: TaggedPair.State()) { TaggedPair() }
        let first = store.scope(state: \.first, action: \.first)
        let second = store.scope(state: \.second, action: \.second)
        var runs = 0
        let tokens = (0..<10).map { _ in
            observe {
                _ = first.tag
                runs += 1
            }
        }
        for index in 0..<100 { second.send(index.isMultiple(of: 2) ? .incremented : .renamed("\(index)")) }
        #expect(runs == 10)
        #expect(store.second.count == 50)
        for token in tokens { token.cancel() }
    }

    @Test func readingAScopedStateWholeTracksThatFeatureOnly() {
        let store = Store(initialState: TaggedPair.State()) { TaggedPair() }
        let first = store.scope(state: \.first, action: \.first)
        var counts: [Int] = []
        let token = observe { counts.append(first.state.count) }
        store.send(.second(.incremented))
        first.send(.incremented)
        #expect(counts == [0, 1])
        token.cancel()
    }

    @Test func aStateThatIsNotEquatableCountsEveryActionOfTheRoot() {
        let store = Store(initialState: Untyped.State()) { Untyped() }
        var runs = 0
        let token = observe {
            _ = store.tag
            runs += 1
        }
        store.send(.incremented)
        store.send(.incremented)
        #expect(runs == 3)
        token.cancel()
    }
}
