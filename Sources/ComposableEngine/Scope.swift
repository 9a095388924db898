/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that carry a child action.
///
/// ```swift
/// Scope(state: \.summary, action: \.summary) { SummaryFeature() }
/// ```
///
/// The part is a stored property (a key path), or a case of the parent's state when the state
/// is an enum (a case key path), as a `Destination` reducer scopes each destination:
///
/// ```swift
/// Scope(state: \.login, action: \.login) { LoginFeature() }
/// ```
///
/// The child's effects are mapped back into the parent's action (`Action.summary(_:)`).
/// Other parent actions, and child actions while an enum state is another case, pass through
/// untouched. Reports the child it runs to ``ComposableStoreTracing/tracer`` when one is
/// installed.
///
/// - Note: Mirrors TCA's `Scope(state:action:child:)`, for a struct part of the state and for a
///   case of an enum state. Deliberate difference: a child action arriving while the enum is
///   another case is ignored (TCA reports it).
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: Reducer {
    /// Where the child's state is in the parent's.
    @usableFromInline
    enum ChildStatePath {
        /// A stored part, and its offset in the parent's state (`nil` if it has a computed
        /// part): the child's state is changed in place there.
        case keyPath(WritableKeyPath<ParentState, Child.State>, offset: Int?)
        /// A case of the parent's enum state: the child's state is extracted, changed and
        /// embedded back.
        case casePath(AnyCasePath<ParentState, Child.State>)
    }

    @usableFromInline let toChildState: ChildStatePath
    @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
    /// The child's reducer, built once (``Reducer/built()``).
    @usableFromInline let child: Reduce<Child.State, Child.Action>

    /// Creates a scope on a stored part of the parent's state.
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
        self.toChildState = .keyPath(state, offset: MemoryLayout<ParentState>.offset(of: state))
        self.toChildAction = ParentAction.casePath(action)
        self.child = child().built()
    }

    /// Creates a scope on a case of the parent's enum state.
    /// - Parameters:
    ///   - state: The case of the parent's state that holds the child's.
    ///   - action: The case of the parent's action that carries the child's.
    ///   - child: The child's reducer.
    @inlinable
    public init<ChildState, ChildAction>(
        state: CaseKeyPath<ParentState, ChildState>,
        action: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ParentState: CasePathable, Child.State == ChildState, Child.Action == ChildAction {
        self.toChildState = .casePath(ParentState.casePath(state))
        self.toChildAction = ParentAction.casePath(action)
        self.child = child().built()
    }

    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        if let tracer = ComposableStoreTracing.tracer {
            if case .keyPath(let keyPath, _) = toChildState {
                tracer.willRunScopedReducer(Child.self, state: keyPath)
            } else {
                tracer.willRunScopedReducer(Child.self, state: nil)
            }
        }
        let effect: Effect<Child.Action>
        switch toChildState {
        case .keyPath(let keyPath, let offset):
            effect = withStoredPart(of: &state, keyPath, offset: offset) { child.reduce(into: &$0, action: childAction) }
        case .casePath(let casePath):
            guard var childState = casePath.extract(from: state) else { return .none }
            effect = child.reduce(into: &childState, action: childAction)
            state = casePath.embed(childState)
        }
        // `.none` (most actions) returns before `toChildAction.embed` is made into a closure,
        // which allocates.
        guard !effect.isNone else { return .none }
        return effect.map(toChildAction.embed)
    }
}
