/// An observer of every composable store's `send`, for a tracer: it is told of each action a
/// root store runs, each child reducer a ``Scope`` runs it through, the state the reducers
/// left, and the observers told of it.
///
/// The engine knows nothing of how it is traced and imports nothing of the package: a tool that
/// traces conforms a class to this protocol and installs one instance in
/// ``ComposableStoreTracing/tracer``. The kit's `Harness` does so when it records a trace.
///
/// ```swift
/// final class ActionLog: ComposableStoreTracer {
///     var actions: [String] = []
///     func didSend<Action>(_ action: Action, to store: Any.Type, reducer: Any.Type) {
///         actions.append("\(action)")
///     }
///     func willRunScopedReducer(_ reducer: Any.Type, state: AnyKeyPath?) {}
///     func didReduce<State, Action>(_ action: Action, from oldState: State, to newState: State) {}
///     func willNotifyObservers(count: Int) {}
/// }
/// ComposableStoreTracing.tracer = ActionLog()
/// ```
///
/// Every method runs on the main actor, synchronously inside the store's `send`, and must
/// return without sending to a store.
///
/// - Note: TCA has no such hook (its `_printChanges()` is a reducer the feature adds). The
///   shape is the Redux store's `StoreTracer`: each engine of the kit declares its own, so no
///   engine depends on the tracer. A child reducer that `ifLet` runs is not reported.
@MainActor
public protocol ComposableStoreTracer: AnyObject {
    /// Called by a root store for every action it runs through its reducer (a sent one, one
    /// queued behind it, one an effect sends), before the reducer runs.
    ///
    /// - Parameters:
    ///   - action: The root's action (a child's, embedded in its parent's cases).
    ///   - store: The store's type (`Store<AppFeature.State, AppFeature.Action>`).
    ///   - reducer: The type of the root's reducer (`AppFeature`).
    func didSend<Action>(_ action: Action, to store: Any.Type, reducer: Any.Type)

    /// Called by a ``Scope`` that found its child's action in the action, before it runs the
    /// child's reducer.
    ///
    /// - Parameters:
    ///   - reducer: The child's reducer type (`ProductsFeature`).
    ///   - state: The key path of the child's state in the parent's (`\.products`), or `nil`
    ///     when the child's state is a case of the parent's enum state (a `Destination`).
    func willRunScopedReducer(_ reducer: Any.Type, state: AnyKeyPath?)

    /// Called after the root's reducer ran for an action, before its effects start.
    ///
    /// - Parameters:
    ///   - action: The action, as given to ``didSend(_:to:reducer:)``.
    ///   - oldState: The root's state before.
    ///   - newState: The root's state after, already the store's.
    func didReduce<State, Action>(_ action: Action, from oldState: State, to newState: State)

    /// Called once per `send`, after every action it ran, just before the store tells its
    /// observers (`observe { }`) of the change.
    ///
    /// - Parameter count: How many observations the root store has.
    func willNotifyObservers(count: Int)
}
