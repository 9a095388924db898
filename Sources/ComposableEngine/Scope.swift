/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that carry a child action.
///
/// ```swift
/// Scope(state: \.summary, action: \.summary) { SummaryFeature() }
/// ```
///
/// The child's effects are mapped back into the parent's action (`Action.summary(_:)`).
/// Other parent actions pass through untouched. Reports the child it runs to
/// ``ComposableStoreTracing/tracer`` when one is installed.
///
/// - Note: Mirrors TCA's `Scope(state:action:child:)` for a struct part of the state.
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: Reducer {
    @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
    /// `toChildState`'s offset in the parent's state (`nil` if it has a computed part): the
    /// child's state is changed in place there.
    @usableFromInline let toChildStateOffset: Int?
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    /// The child's reducer, built once (``Reducer/built()``).
    @usableFromInline let child: Reduce<Child.State, Child.Action>

    /// Creates a scope.
    /// - Parameters:
    ///   - state: The key path of the child's state in the parent's.
    ///   - action: The case of the parent's action that carries the child's.
    ///   - child: The child's reducer.
    @inlinable
    public init<ChildState, ChildAction>(
        state: WritableKeyPath<ParentState, ChildState>,
        action: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where Child.State == ChildState, Child.Action == ChildAction {
        self.toChildState = state
        self.toChildStateOffset = MemoryLayout<ParentState>.offset(of: state)
        self.toChildAction = ParentAction.casePath(action)
        self.child = child().built()
    }

    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        if let tracer = ComposableStoreTracing.tracer { tracer.willRunScopedReducer(Child.self, state: toChildState) }
        let effect = withStoredPart(of: &state, toChildState, offset: toChildStateOffset) {
            child.reduce(into: &$0, action: childAction)
        }
        // `.none` (most actions) returns before `toChildAction.embed` is made into a closure,
        // which allocates.
        guard !effect.isNone else { return .none }
        return effect.map(toChildAction.embed)
    }
}
