extension Reducer where Action: CasePathable {
    /// Runs a child feature's reducer on an optional part of the state, while it is not `nil`:
    /// a feature the parent presents (pushes) and dismisses.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .ifLet(\.login, action: \.login) { LoginFeature() }
    /// ```
    ///
    /// - For `.presented(action)` with the child's state present, the child runs first, then
    ///   this reducer (which sees the child's state already changed).
    /// - For `.dismiss`, this reducer runs, then the child's state becomes `nil`.
    /// - Whenever the child's state goes from present to `nil` (dismissed, or set to `nil` by
    ///   this reducer), every effect the child started is cancelled: an effect never outlives
    ///   its screen.
    /// - The child's cancellation ids are scoped to it: a `.cancel(id:)` in the child reaches
    ///   only the child's effects, so two presented children that use the same id never cancel
    ///   each other; a `.cancel(id:)` in this reducer still reaches the child's effects of that
    ///   id (as TCA scopes ids by the navigation id path of the presented state).
    ///
    /// - Parameters:
    ///   - state: The key path of the child's optional state.
    ///   - action: The case of the action that carries the child's ``PresentationAction``.
    ///   - wrapped: The child's reducer.
    /// - Note: Mirrors TCA's `ifLet(_:action:destination:)` for `@Presents` state. Deliberate
    ///   difference: the state is a plain optional (no `@Presents` wrapper), and a child action
    ///   sent while the child is not presented is ignored rather than reported.
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        @ReducerBuilder<ChildState, ChildAction> then wrapped: () -> Child
    ) -> IfLetReducer<Self, Child> {
        IfLetReducer(parent: self, child: wrapped().built(), toChildState: state, toChildAction: Action.casePath(action))
    }
}

/// A parent and the child it presents while the child's state is not `nil`; see
/// ``Reducer/ifLet(_:action:then:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer where Parent.Action: CasePathable {
    @usableFromInline let parent: Parent
    /// The child's reducer, built once (``Reducer/built()``).
    @usableFromInline let child: Reduce<Child.State, Child.Action>
    @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
    /// `toChildState`'s offset in the parent's state (`nil` if it has a computed part): the
    /// child's state is checked and changed in place there.
    @usableFromInline let toChildStateOffset: Int?
    @usableFromInline let toChildAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>

    @usableFromInline
    init(
        parent: Parent, child: Reduce<Child.State, Child.Action>, toChildState: WritableKeyPath<Parent.State, Child.State?>,
        toChildAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
    ) {
        self.parent = parent
        self.child = child
        self.toChildState = toChildState
        self.toChildStateOffset = MemoryLayout<Parent.State>.offset(of: toChildState)
        self.toChildAction = toChildAction
        self.cancelID = AnyHashable(PresentationCancelID(path: toChildState))
    }

    /// Whether the child's state is present, checked in place (no copy of it).
    @inlinable
    func isPresented(in state: inout Parent.State) -> Bool {
        withStoredPart(of: &state, toChildState, offset: toChildStateOffset) { $0 != nil }
    }

    /// The id every effect of the child is cancellable by, type-erased once, here.
    @usableFromInline let cancelID: AnyHashable

    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let wasPresented = isPresented(in: &state)
        var childEffect = Effect<Parent.Action>.none
        let presentation = toChildAction.extract(from: action)
        if case .presented(let childAction)? = presentation, wasPresented {
            let effect = withStoredPart(of: &state, toChildState, offset: toChildStateOffset) {
                child.reduce(into: &$0!, action: childAction)
            }
            if !effect.isNone {
                let embed = toChildAction.embed
                childEffect = effect.map { embed(.presented($0)) }.presented(in: cancelID)
            }
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        if case .dismiss? = presentation { state[keyPath: toChildState] = nil }
        if wasPresented, !isPresented(in: &state) {
            return .merge(.cancel(erasedID: cancelID), childEffect, parentEffect)
        }
        return childEffect.merge(with: parentEffect)
    }
}

/// The cancellation id of a presented feature's effects: the key path of its state.
///
/// `@unchecked Sendable`: a key path is an immutable value; it is only hashed and compared.
@usableFromInline
struct PresentationCancelID: Hashable, @unchecked Sendable {
    @usableFromInline let path: AnyKeyPath

    @usableFromInline
    init(path: AnyKeyPath) {
        self.path = path
    }
}
