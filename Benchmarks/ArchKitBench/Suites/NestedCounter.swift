import ComposableEngine

/// The composable engine's benchmark feature: a counter with a child of its own kind, so that
/// a store can be scoped to any depth (TCA's own benchmarks scope nested stores this way).
struct NestedCounter: Reducer {
    struct State: Equatable {
        var count = 0
        /// The child level, or none at the deepest one.
        var children: [State] = []

        /// The child level (a computed property, so that its key path is a constant).
        var child: State {
            get { children[0] }
            set { children[0] = newValue }
        }

        /// A chain of `depth` levels below this one.
        static func nested(depth: Int) -> State {
            depth == 0 ? State() : State(children: [nested(depth: depth - 1)])
        }
    }

    indirect enum Action: Equatable, CasePathable {
        case increment
        case child(Action)

        struct AllCasePaths: Sendable {
            let child = AnyCasePath<Action, Action>(
                embed: Action.child, extract: { if case .child(let action) = $0 { action } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            if action == .increment { state.count &+= 1 }
            return .none
        }
        Scope(state: \.child, action: \.child) { Reduce(NestedCounter()) }
    }

    /// A store `depth` levels deep, and the store scoped to its deepest level.
    @MainActor
    static func makeStores(depth: Int) -> (root: StoreOf<NestedCounter>, leaf: StoreOf<NestedCounter>) {
        let root = Store(initialState: State.nested(depth: depth)) { NestedCounter() }
        var leaf = root
        for _ in 0..<depth { leaf = leaf.scope(state: \.child, action: \.child) }
        return (root, leaf)
    }
}
