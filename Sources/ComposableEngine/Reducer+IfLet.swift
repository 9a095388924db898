import Synchronization

extension Reducer where Action: CasePathable {
    /// Runs a presented child feature's reducer while the parent's ``PresentationState`` holds
    /// its state: a screen the parent presents (pushes) and dismisses.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .ifLet(\.$destination, action: \.destination) { Destination() }
    /// ```
    ///
    /// - For `.presented(action)` with the child's state present, the child runs first, then
    ///   this reducer (which sees the child's state already changed).
    /// - For `.dismiss`, this reducer runs, then the child's state becomes `nil` (unless this
    ///   reducer presented another child in its place).
    /// - The presented child has an identity: the key path, the enum case of its state (a
    ///   destination) and its `Identifiable` id, if any. Whenever the child's state goes to
    ///   `nil` or is replaced by a state of another identity (another destination, another
    ///   item), every effect the replaced child started is cancelled: an effect never outlives
    ///   its screen.
    /// - The child's cancellation ids are scoped to its identity: a `.cancel(id:)` in the child
    ///   reaches only the child's effects, so two presented children that use the same id never
    ///   cancel each other; a `.cancel(id:)` in this reducer still reaches the child's effects
    ///   of that id (as TCA scopes ids by the navigation id path of the presented state).
    /// - The child's effects run with ``DismissEffect`` bound to this child: `await dismiss()`
    ///   in them sends `.dismiss` here.
    /// - The effects are, in order: the child's, this reducer's, then the cancellation of a
    ///   dismissed or replaced child's (TCA's `PresentationReducer` order).
    ///
    /// - Parameters:
    ///   - state: The key path of the child's ``PresentationState`` (`\.$destination`).
    ///   - action: The case of the action that carries the child's ``PresentationAction``.
    ///   - destination: The child's reducer.
    /// - Complexity: O(1) beside the reducers, plus the child's identity before and after an
    ///   action while it is presented: its id (a dynamic cast, as TCA's), and for an enum
    ///   state its case (a reflection).
    /// - Note: Mirrors TCA's `ifLet(_:action:destination:)` for `@Presents` state. Deliberate
    ///   difference: a child action sent while the child is not presented is ignored rather
    ///   than reported.
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer<ChildState, ChildAction>>(
        _ state: WritableKeyPath<State, PresentationState<ChildState>>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        @ReducerBuilder<ChildState, ChildAction> destination: () -> Child
    ) -> IfLetReducer<Self, Child> {
        IfLetReducer(
            parent: self, child: destination().built(), toChildState: state.appending(path: \.wrappedValue),
            toChildAction: Action.casePath(action))
    }
}

/// A parent and the child it presents while the child's state is not `nil`; see
/// ``Reducer/ifLet(_:action:destination:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer where Parent.Action: CasePathable {
    @usableFromInline let parent: Parent
    /// The child's reducer, built once (``Reducer/built()``).
    @usableFromInline let child: Reduce<Child.State, Child.Action>
    @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
    /// `toChildState`'s offset in the parent's state (`nil` if it has a computed part, as a
    /// ``PresentationState``'s projection has): the child's state is checked and changed in
    /// place there.
    @usableFromInline let toChildStateOffset: Int?
    @usableFromInline let toChildAction: AnyCasePath<Parent.Action, PresentationAction<Child.Action>>
    /// Whether the child's state is an enum, learned from its first presented value.
    @usableFromInline let stateKind = PresentedStateKind()

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
    }

    /// The presented child's cancellation scope, in place (no copy of the state beside the
    /// reflection's): `nil` when nothing is presented.
    @inlinable
    func presentationID(in state: inout Parent.State) -> PresentationID? {
        withStoredPart(of: &state, toChildState, offset: toChildStateOffset) { childState in
            childState.map { PresentationID(path: toChildState, identity: PresentedIdentity(of: $0, kind: stateKind)) }
        }
    }

    @inlinable
    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let presentedID = presentationID(in: &state)
        var childEffect = Effect<Parent.Action>.none
        let presentation = toChildAction.extract(from: action)
        if case .presented(let childAction)? = presentation, let presentedID {
            let effect = withStoredPart(of: &state, toChildState, offset: toChildStateOffset) {
                child.reduce(into: &$0!, action: childAction)
            }
            if !effect.isNone {
                let embed = toChildAction.embed
                let scope = AnyHashable(presentedID)
                childEffect = effect.map { embed(.presented($0)) }.presented(in: scope).dismissible { embed(.dismiss) }
            }
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        guard let presentedID else { return childEffect.merge(with: parentEffect) }
        var currentID = presentationID(in: &state)
        if case .dismiss? = presentation, currentID == presentedID {
            state[keyPath: toChildState] = nil
            currentID = nil
        }
        guard currentID != presentedID else { return childEffect.merge(with: parentEffect) }
        return .merge(childEffect, parentEffect, .cancel(erasedID: AnyHashable(presentedID)))
    }
}

extension Effect {
    /// This effect with every `.run` of it carrying the action `dismissAction` makes (the
    /// parent's `.dismiss` for the child that returned it), which ``DismissEffect`` sends while
    /// the work runs: the store binds it when it starts the work's task.
    @usableFromInline
    func dismissible(by dismissAction: @escaping @MainActor @Sendable () -> Action) -> Self {
        Self(
            items: items.map { item in
                guard case .run(let cancelIDs, _, let operation) = item else { return item }
                return .run(cancelIDs: cancelIDs, dismissal: dismissAction, operation: operation)
            })
    }
}

/// The cancellation scope of a presented child: the key path of its state and its identity.
///
/// `@unchecked Sendable`: a key path is an immutable value; it is only hashed and compared.
@usableFromInline
struct PresentationID: Hashable, @unchecked Sendable {
    @usableFromInline let path: AnyKeyPath
    @usableFromInline let identity: PresentedIdentity

    @usableFromInline
    init(path: AnyKeyPath, identity: PresentedIdentity) {
        self.path = path
        self.identity = identity
    }
}

/// What tells one presented child from another at the same key path: the enum case of its
/// state (a destination's case) and the `Identifiable` id of the state or of the case's
/// payload.
///
/// - Note: Mirrors TCA's `NavigationID` (its enum tag and `_identifiableID`). The case is found
///   with `Mirror` instead of TCA's enum metadata, only for a state whose type is an enum
///   (``PresentedStateKind``); a struct's identity is its id alone, as in TCA.
@usableFromInline
struct PresentedIdentity: Hashable, @unchecked Sendable {
    /// The enum case's name, `nil` for a state that is not an enum.
    @usableFromInline let caseName: String?
    /// The `Identifiable` id of the state, or of its case's payload.
    @usableFromInline let id: AnyHashable?

    @usableFromInline
    init(of state: Any, kind: PresentedStateKind) {
        if kind.isEnum(state) {
            let mirror = Mirror(reflecting: state)
            let payload = mirror.children.first
            caseName = payload?.label ?? String(describing: state)
            id = Self.identifiableID(of: state) ?? payload.flatMap { Self.identifiableID(of: $0.value) }
        } else {
            caseName = nil
            id = Self.identifiableID(of: state)
        }
    }

    private static func identifiableID(of value: Any) -> AnyHashable? {
        guard let value = value as? any Identifiable else { return nil }
        return erasedID(of: value)
    }

    private static func erasedID<Value: Identifiable>(of value: Value) -> AnyHashable {
        AnyHashable(value.id)
    }
}

/// Whether the presented state's type is an enum, which only an enum's case tells apart:
/// learned by reflecting the first value presented, then read (an atomic load) at every
/// action, so a struct's identity needs no reflection. One per ``IfLetReducer``, whose child
/// state has one concrete type.
@usableFromInline
final class PresentedStateKind: Sendable {
    /// 0: not known yet; 1: an enum; 2: not an enum.
    private let kind = Atomic<UInt8>(0)

    @usableFromInline
    init() {}

    /// Whether `state`'s type is an enum.
    @usableFromInline
    func isEnum(_ state: Any) -> Bool {
        switch kind.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default:
            let isEnum = Mirror(reflecting: state).displayStyle == .enum
            kind.store(isEnum ? 1 : 2, ordering: .relaxed)
            return isEnum
        }
    }
}
