import ComposableEngine

/// The composable engine's benchmark feature for observation's scaling: two counters side by
/// side under one root, so that observers of the first can be counted while actions change
/// only the second (an app's other features, observed by their screens, while one is used).
struct SiblingCounters: Reducer {
    /// A counter with a field that is not `Equatable`, as a feature holding one compares it: by
    /// a hand-written `==`.
    struct Counter: Equatable {
        /// Not `Equatable`.
        struct Tag {
            var name = ""
        }

        var count = 0
        var tag = Tag()

        static func == (lhs: Counter, rhs: Counter) -> Bool {
            lhs.count == rhs.count && lhs.tag.name == rhs.tag.name
        }
    }

    struct State: Equatable {
        var first = Counter()
        var second = Counter()
    }

    enum Action: Equatable, CasePathable {
        case first(Int)
        case second(Int)

        struct AllCasePaths: Sendable {
            let first = AnyCasePath<Action, Int>(
                embed: Action.first, extract: { if case .first(let amount) = $0 { amount } else { nil } })
            let second = AnyCasePath<Action, Int>(
                embed: Action.second, extract: { if case .second(let amount) = $0 { amount } else { nil } })
        }

        static let allCasePaths = AllCasePaths()
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.first, action: \.first) { Reduce(Add()) }
        Scope(state: \.second, action: \.second) { Reduce(Add()) }
    }

    /// Adds the amount to a counter's count.
    struct Add: Reducer {
        func reduce(into state: inout Counter, action: Int) -> Effect<Int> {
            state.count &+= action
            return .none
        }
    }

    /// A root store, its two counters' stores, and `observers` observations of the first
    /// counter, each reading its `count` (by value), or its `tag` (not `Equatable`: the scope
    /// rule) when `readsTag`.
    @MainActor
    static func makeStores(observers: Int, readsTag: Bool = false, sum: Accumulator) -> (
        root: StoreOf<SiblingCounters>, second: Store<Counter, Int>, tokens: [ObserveToken]
    ) {
        let root = Store(initialState: State()) { SiblingCounters() }
        let first = root.scope(state: \.first, action: \.first)
        let second = root.scope(state: \.second, action: \.second)
        let tokens = (0..<observers).map { _ in
            readsTag ? observe { sum.add(first.tag.name.count) } : observe { sum.add(first.count) }
        }
        return (root, second, tokens)
    }
}
