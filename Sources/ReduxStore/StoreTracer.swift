/// An observer of every store's dispatch pipeline, for a tracer: it is told of each action a
/// store takes, each run of a reducer, and each delivery to a subscriber.
///
/// The store knows nothing of how it is traced and imports nothing of the package: a tool that
/// traces conforms a class to this protocol and installs one instance in
/// ``StoreTracing/tracer``. The kit's `Harness` does so when it records a trace, and reports
/// each call to its `Tracing` probes, which capture the call stack there: the store's frames are
/// on that stack, the tracer's are not part of the path.
///
/// ```swift
/// final class ActionLog: StoreTracer {
///     var actions: [String] = []
///     func didDispatch(_ action: any Action, to store: Any.Type) { actions.append("\(action)") }
///     func didReduce<State>(_ action: any Action, from oldState: State, to newState: State) {}
///     func willNotify(subscriberOfType type: Any.Type) {}
/// }
/// StoreTracing.tracer = ActionLog()
/// ```
///
/// Every method runs on the main actor, synchronously inside the store's call, and must return
/// without dispatching to the store.
///
/// - Note: ReSwift and Redux.js have no such hook: there, an action is watched with middleware,
///   which is installed per store and sees neither the reducer's result nor the deliveries. Each
///   engine of the kit declares a hook of this shape in its own module (the composable engine's
///   is `ComposableStoreTracer`), so no engine depends on the tracer.
@MainActor
public protocol StoreTracer: AnyObject {
    /// Called by ``Store/dispatch(_:)`` first, for every action it takes, including one it
    /// queues because the store is already dispatching.
    ///
    /// - Parameters:
    ///   - action: The action, as dispatched (before any middleware).
    ///   - store: The store's type (`Store<AppState>`).
    func didDispatch(_ action: any Action, to store: Any.Type)

    /// Called after the reducer ran for an action and the store kept the new state, before any
    /// subscriber is notified of it.
    ///
    /// - Parameters:
    ///   - action: The action that reached the reducer (after middleware).
    ///   - oldState: The state before.
    ///   - newState: The state after, already the store's ``Store/state``.
    func didReduce<State>(_ action: any Action, from oldState: State, to newState: State)

    /// Called just before a store delivers a state to a subscriber's
    /// ``StoreSubscriber/newState(state:)``: for each delivery that passes the subscription's
    /// filters, including the one on subscribing.
    ///
    /// - Parameter type: The subscriber's type.
    func willNotify(subscriberOfType type: Any.Type)
}
