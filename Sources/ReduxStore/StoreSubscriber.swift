/// An object that receives state updates from a ``Store``.
///
/// ```swift
/// final class CounterView: StoreSubscriber {
///     func newState(state: Int) { label = "\(state)" }
/// }
/// store.subscribe(counterView) { $0.select(\.count) }
/// ```
///
/// - Note: Mirrors ReSwift's `StoreSubscriber` (Redux.js: the listener passed to
///   `store.subscribe`). Unlike ReSwift, the protocol is isolated to the main
///   actor, so conforming classes are main-actor isolated by default. Stores hold
///   subscribers weakly.
@MainActor
public protocol StoreSubscriber<StoreSubscriberStateType>: AnyStoreSubscriber {
    /// The type of state this subscriber receives: the store's whole state, or
    /// the value its subscription selects.
    associatedtype StoreSubscriberStateType

    /// Receives the current state when subscribing, and each new state after.
    ///
    /// - Parameter state: The store's state, or the selected part of it.
    ///
    /// - Note: Called on the main actor, once per dispatched action that passes
    ///   the subscription's filters, in subscription order. Actions dispatched
    ///   from this method are queued and run after the current notification
    ///   round completes.
    func newState(state: StoreSubscriberStateType)
}
