/// A reducer made from a closure: the usual way to write a feature's own logic inside a
/// ``Reducer/body``.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     Scope(state: \.login, action: \.login) { LoginFeature() }
///     Reduce { state, action in
///         // the parent's logic
///         .none
///     }
/// }
/// ```
///
/// - Note: Mirrors TCA's `Reduce`.
public struct Reduce<State, Action>: Reducer {
    @usableFromInline
    let reduce: @MainActor (inout State, Action) -> Effect<Action>

    /// Creates a reducer from a closure that changes the state and returns effects.
    @inlinable
    public init(_ reduce: @escaping @MainActor (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// Type-erases another reducer.
    @inlinable
    public init<R: Reducer<State, Action>>(_ reducer: R) {
        self.reduce = { reducer.reduce(into: &$0, action: $1) }
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }

    /// Itself: a `Reduce` is already built.
    @inlinable
    public func built() -> Reduce<State, Action> { self }
}
