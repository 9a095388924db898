/// The action a store passes to its reducer to build the initial state when it
/// is created without one.
///
/// - Note: Mirrors ReSwift's `ReSwiftInit` (Redux.js: the private `@@redux/INIT`
///   action). Unlike ReSwift, the store hands this action straight to the
///   reducer, bypassing middleware, so that the store always has a state.
public struct ReSwiftInit: Action {
    /// Creates the initialization action.
    @inlinable
    public init() {}
}
