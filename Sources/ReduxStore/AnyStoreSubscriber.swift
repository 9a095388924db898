/// A type-erased subscriber, used to identify a subscriber when unsubscribing.
///
/// You don't conform to this protocol directly; conform to ``StoreSubscriber``.
///
/// - Note: Mirrors ReSwift's `AnyStoreSubscriber`. Unlike ReSwift, it has no
///   `_newState(state: Any)` requirement: stores deliver typed state without
///   boxing it in `Any`.
@MainActor
public protocol AnyStoreSubscriber: AnyObject {}
