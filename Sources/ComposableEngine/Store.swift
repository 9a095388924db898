/// The runtime of a feature: holds its state, runs its reducer for each action sent, runs the
/// effects the reducer returns, and tells observers of changes.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///     AppFeature()
/// } withDependencies: {
///     $0.summaryService = service
/// }
/// store.send(.summary(.loadButtonTapped))
/// let summaryStore = store.scope(state: \.summary, action: \.summary)
/// ```
///
/// - Note: Mirrors TCA's `Store<State, Action>` (`init(initialState:reducer:withDependencies:)`,
///   `send(_:)`, `state`, `scope(state:action:)`, `StoreOf`). Main-actor isolated, as TCA's.
///   The actions of `.send` effects (delegate actions) are queued and run after the action
///   that returned them, inside the same `send`, never re-entrantly; a `.run` effect is a task
///   that starts after `send` returns, and each action it sends is a `send` of its own.
///   Observers run once the queue is drained, so an action they send is a new `send`. When the last store scoped
///   from a root is freed, every effect still running is cancelled. Deliberate difference:
///   scoped stores are not cached.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
    @usableFromInline let core: AnyStoreCore
    @usableFromInline let toState: any StateReader<State>
    @usableFromInline let sendAction: @MainActor (Action) -> EffectTasks?

    @usableFromInline
    init(core: AnyStoreCore, toState: any StateReader<State>, send: @escaping @MainActor (Action) -> EffectTasks?) {
        self.core = core
        self.toState = toState
        self.sendAction = send
    }

    /// Creates a root store.
    ///
    /// - Parameters:
    ///   - initialState: The state the feature starts in.
    ///   - reducer: The feature's reducer.
    ///   - prepareDependencies: Sets the dependencies the reducer and its effects read.
    @inlinable
    public convenience init<R: Reducer<State, Action>>(
        initialState: State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) {
        var dependencies = DependencyValues()
        prepareDependencies?(&dependencies)
        let root = StoreCore(initialState: initialState, reducer: reducer(), dependencies: dependencies)
        self.init(core: root, toState: RootStateReader(root: root), send: { root.send($0) })
    }

    /// The current state.
    ///
    /// - Note: Read inside ``observe(_:)``, it makes the observer run again when this store's
    ///   state changed, compared by value when it is `Equatable` (the scope rule: an action of
    ///   another feature does not count), after any action of the root otherwise; prefer
    ///   reading single fields through dynamic member lookup (`store.isLoading`), which re-runs
    ///   the observer only when that field changed.
    @inlinable
    public var state: State {
        if ObservationTracking.isTracking {
            ObservationTracking.recordAccess(to: core, changed: ScopedStateChange.make(toState))
        }
        return toState.read()
    }

    /// A field of the current state, observed by value: an observer that read it runs again
    /// only when it changed.
    @inlinable
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let value = toState.read(keyPath)
        if ObservationTracking.isTracking {
            ObservationTracking.recordAccess(to: core, changed: toState.changed(keyPath, from: value))
        }
        return value
    }

    /// A field of the current state that is not `Equatable`: an observer that read it runs
    /// again when this store's state changed (the scope rule), compared by value when the
    /// state is `Equatable`, as a feature's state is; after any action of the root otherwise.
    /// An action of another feature, which leaves this store's state as it was, does not count.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        if ObservationTracking.isTracking {
            ObservationTracking.recordAccess(to: core, changed: ScopedStateChange.make(toState))
        }
        return toState.read(keyPath)
    }

    /// Sends an action: the reducer runs, observers are told, and the `.run` effects it
    /// returned are started as tasks (they run after this call returns).
    ///
    /// - Parameter action: What happened.
    /// - Returns: The work the action started (``StoreTask``): `await store.send(.x).finish()`
    ///   waits for its effects and those of the actions they send back.
    /// - Note: Mirrors TCA's `Store.send(_:)`. Sent while the store is running its reducer
    ///   (from inside a reducer, which a reducer must not do), the action is queued behind the
    ///   current one, and its work joins that action's task; the returned task is then empty.
    @inlinable
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        StoreTask(tasks: sendAction(action))
    }

    /// A store of a child feature: its state is a part of this one's, its actions a case of
    /// this one's.
    ///
    /// - Parameters:
    ///   - state: The key path of the child's state.
    ///   - action: The case of this store's action that carries the child's.
    /// - Returns: A store that shares this one's root.
    /// - Complexity: Reading the child's state is one key-path projection from the root's
    ///   state, whatever the depth (the key paths are appended here, as TCA's scoped stores
    ///   do); sending a child action embeds it through every level: O(*depth*).
    @inlinable
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>, action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> where Action: CasePathable {
        let casePath = Action.casePath(action)
        let send = self.sendAction
        return Store<ChildState, ChildAction>(
            core: core, toState: toState.appending(state), send: { send(casePath.embed($0)) })
    }

    /// A store of a presented child feature, while it is presented: `nil` when the child's
    /// state is `nil`.
    ///
    /// - Parameters:
    ///   - state: The key path of the child's optional state.
    ///   - action: The case of this store's action that carries the child's
    ///     ``PresentationAction``.
    /// - Returns: A store whose actions arrive as `.presented(_:)`, or `nil`. After the child is
    ///   dismissed, the store keeps showing its last state.
    /// - Note: Mirrors TCA's `scope(state:action:)` for optional (presented) state.
    @inlinable
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
        // The parent's reader reads the optional field in place; no key path is appended until
        // the child is presented and scoped further.
        let parentState = toState
        let presented = parentState.read(state)
        let wasPresented = presented != nil
        if ObservationTracking.isTracking {
            ObservationTracking.recordAccess(to: core) { (parentState.read(state) != nil) != wasPresented }
        }
        guard let presented else { return nil }
        let casePath = Action.casePath(action)
        let send = self.sendAction
        return Store<ChildState, ChildAction>(
            core: core,
            toState: PresentedStateReader(core: core, last: presented) { last in
                if let current = parentState.read(state) { last = current }
            },
            send: { send(casePath.embed(.presented($0))) })
    }
}

extension Store {
    /// How many observations (``ObserveToken``s) the root store is telling of its changes now:
    /// for tests of the engine's bookkeeping.
    /// - Complexity: O(1).
    package var observationCount: Int { core.observers.count }
}

/// The store of a feature reducer `R`: `StoreOf<SummaryFeature>`.
///
/// - Note: Mirrors TCA's `StoreOf`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// A root store's core, without its types: what observation needs. ``StoreCore`` is one.
@MainActor
@usableFromInline
class AnyStoreCore {
    @usableFromInline let observers = ObserverList()
    /// How many actions the root's reducer has run; a stored property, so that an observation's
    /// check reads it without a call.
    @usableFromInline var version = 0

    @usableFromInline
    init() {}
}
