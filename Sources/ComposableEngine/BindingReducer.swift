/// Applies a feature's ``BindingAction``s to its state: put it first in the feature's `body`,
/// and react to an edit after it with `case .binding(\.field):`.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in
///         switch action {
///         case .binding(\.name): state.title = state.name  // after the write
///         case .binding: return .none
///         …
///         }
///     }
/// }
/// ```
///
/// - Note: Mirrors TCA's `BindingReducer()`.
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
    /// The reducer of the feature's binding actions.
    @inlinable
    public init() {}

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        action.binding?.set(&state)
        return .none
    }
}
