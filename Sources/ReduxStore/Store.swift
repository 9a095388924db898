/// A container for an application's state that changes it only through
/// dispatched actions and notifies subscribers of each change.
///
/// ```swift
/// let store = Store<AppState>(reducer: appReducer, state: nil)
/// store.subscribe(view) { $0.select(\.counter) }
/// store.dispatch(CounterAction.increment)
/// ```
///
/// A dispatch runs the action through the middleware (in array order), then the
/// reducer, then notifies subscribers, all synchronously on the main actor.
///
/// - Note: Mirrors ReSwift's `Store<State>` (Redux.js: `createStore`), with
///   these deliberate differences:
///   - The store is isolated to the main actor, as TCA isolates its `Store`;
///     `State` need not be `Sendable`.
///   - An action dispatched while the store is dispatching (from middleware, a
///     reducer or a subscriber) is *queued* and run, first in first out, after
///     the current action's reducer call and notifications complete. ReSwift
///     traps when a reducer dispatches and runs any other such action at once,
///     nested in the current one; TCA queues likewise. A middleware's `next`
///     called while subscribers are being notified is queued the same way, to
///     reach the reducer in its turn, so that every subscriber of a round ends
///     on the store's state.
///   - Subscribers are notified in subscription order (ReSwift keeps them in an
///     unordered `Set`).
///   - The class is `final`, and `state` is not optional.
///   - Every dispatch, reducer run and delivery is reported to
///     ``StoreTracing/tracer`` when one is installed (ReSwift has no such hook).
@MainActor
public final class Store<State> {
    /// The current state, read in place (see ``StateStorage``).
    @usableFromInline
    let storage: StateStorage<State>

    // Stored properties skip dynamic exclusivity checks: they are only touched
    // on the main actor, by the store itself, in instantaneous accesses.

    @usableFromInline
    let reducer: Reducer<State>

    /// The composed middleware chain; `nil` when there is no middleware.
    @usableFromInline @exclusivity(unchecked)
    var middlewareChain: DispatchFunction?

    /// Live subscriptions, in subscription order.
    @usableFromInline @exclusivity(unchecked)
    var subscriptions: [SubscriptionBox<State>] = []

    /// `true` from the start of a dispatch until its queue has drained.
    @usableFromInline @exclusivity(unchecked)
    var isDispatching: Bool = false

    /// `true` while subscribers are being notified (a round, or the delivery on
    /// subscribing): a `next` called then is queued, not run in the middle of the round.
    @usableFromInline @exclusivity(unchecked)
    var isNotifying: Bool = false

    /// Actions that arrived during a dispatch, waiting to run, in arrival order. Empty
    /// (and unallocated) unless a dispatch, or a held `next`, happened during a dispatch.
    @usableFromInline @exclusivity(unchecked)
    var pendingActions: [PendingAction] = []

    /// A Boolean value that indicates whether subscriptions to `Equatable`
    /// state skip repeated values automatically.
    ///
    /// - Note: Mirrors ReSwift's `subscriptionsAutomaticallySkipRepeats`; set it
    ///   with the `automaticallySkipsRepeats` initializer parameter.
    public let subscriptionsAutomaticallySkipRepeats: Bool

    /// The current state.
    ///
    /// - Note: Mirrors ReSwift's `Store.state` (Redux.js: `getState()`), but is
    ///   never `nil`. While subscribers are being notified, it is already the
    ///   new state.
    @inlinable
    public var state: State { storage.withUnsafeMutablePointerToElements { $0.pointee! } }

    @usableFromInline
    init(reducer: @escaping Reducer<State>, state: State?, automaticallySkipsRepeats: Bool) {
        self.reducer = reducer
        self.storage = .holding(state ?? reducer(ReSwiftInit(), nil))
        self.subscriptionsAutomaticallySkipRepeats = automaticallySkipsRepeats
    }

    /// Creates a store with a reducer, an optional initial state, and middleware.
    ///
    /// - Parameters:
    ///   - reducer: The function that computes each new state.
    ///   - state: The initial state. If `nil`, the store calls `reducer` with
    ///     ``ReSwiftInit`` and a `nil` state to build it.
    ///   - middleware: Middleware to wrap the dispatch pipeline, outermost first:
    ///     the first element sees each action first. Defaults to none.
    ///   - automaticallySkipsRepeats: Whether subscriptions to `Equatable`
    ///     (selected) state skip repeated values automatically. Defaults to `true`.
    ///
    /// - Note: Mirrors ReSwift's `Store.init(reducer:state:middleware:automaticallySkipsRepeats:)`.
    ///   Unlike ReSwift, ``ReSwiftInit`` goes straight to the reducer, not
    ///   through middleware, so the store always has a state.
    @inlinable
    public convenience init(
        reducer: @escaping Reducer<State>,
        state: State?,
        middleware: [Middleware<State>] = [],
        automaticallySkipsRepeats: Bool = true
    ) {
        self.init(reducer: reducer, state: state, automaticallySkipsRepeats: automaticallySkipsRepeats)
        guard !middleware.isEmpty else { return }
        let dispatch: DispatchFunction = { [weak self] action in self?.dispatch(action) }
        let getState: @MainActor () -> State? = { [weak self] in self?.state }
        var chain: DispatchFunction = { [weak self] action in
            self?.reduceFromMiddleware(action)
        }
        for element in middleware.reversed() {
            chain = element(dispatch, getState)(chain)
        }
        middlewareChain = chain
    }
}
