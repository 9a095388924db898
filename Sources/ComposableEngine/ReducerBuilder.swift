/// The result builder of ``Reducer/body`` and ``CombineReducers``: the reducers listed run in
/// order on each action, and their effects are merged.
///
/// - Note: Mirrors TCA's `ReducerBuilder` (`buildPartialBlock`, `buildExpression`,
///   `buildOptional`, `buildEither`).
@MainActor
@resultBuilder
public enum ReducerBuilder<State, Action> {
    @inlinable
    public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R { reducer }

    @inlinable
    public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }

    @inlinable
    public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        accumulated: R0, next: R1
    ) -> ReducerSequence<R0, R1> {
        ReducerSequence(first: accumulated, second: next)
    }

    @inlinable
    public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> Reduce<State, Action> {
        guard let wrapped else { return Reduce { _, _ in .none } }
        return wrapped.built()
    }

    @inlinable
    public static func buildEither<R: Reducer<State, Action>>(first reducer: R) -> Reduce<State, Action> {
        reducer.built()
    }

    @inlinable
    public static func buildEither<R: Reducer<State, Action>>(second reducer: R) -> Reduce<State, Action> {
        reducer.built()
    }
}

/// Two reducers run one after the other; their effects are merged.
///
/// - Note: TCA's `_Sequence`, which ``ReducerBuilder`` builds; you rarely name it.
public struct ReducerSequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    @usableFromInline let first: R0
    @usableFromInline let second: R1

    @inlinable
    init(first: R0, second: R1) {
        self.first = first
        self.second = second
    }

    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        let firstEffect = first.reduce(into: &state, action: action)
        return firstEffect.merge(with: second.reduce(into: &state, action: action))
    }
}

/// Several reducers combined into one, in the order listed.
///
/// ```swift
/// CombineReducers {
///     Scope(state: \.welcome, action: \.welcome) { WelcomeFeature() }
///     Scope(state: \.summary, action: \.summary) { SummaryFeature() }
/// }
/// ```
///
/// - Note: Mirrors TCA's `CombineReducers`.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: Reducers

    /// Combines the reducers the builder lists.
    @inlinable
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        self.reducers = build()
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }
}
