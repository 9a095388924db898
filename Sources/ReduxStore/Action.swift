/// A value that describes a change to a store's state.
///
/// Conform your action types (usually enums or small structs) to `Action` and
/// pass them to ``Store/dispatch(_:)``. Reducers receive actions as `any Action`
/// and match on the concrete type.
///
/// ```swift
/// enum CounterAction: Action {
///     case increment
///     case decrement
/// }
/// ```
///
/// - Note: Mirrors ReSwift's `Action` protocol (Redux.js: a plain action object).
///   Like ReSwift, the protocol has no requirements.
public protocol Action {}
