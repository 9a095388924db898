/// A pure function that computes the next state from an action and the current
/// state.
///
/// - Parameters:
///   - action: The action being dispatched.
///   - state: The current state, or `nil` when the store is being created
///     without an initial state (the action is then ``ReSwiftInit``).
/// - Returns: The next state.
///
/// - Note: Mirrors ReSwift's `Reducer<ReducerStateType>` exactly (Redux.js:
///   `(state, action) => state`, with the arguments in ReSwift's order). A store
///   calls its reducer exactly once per action that reaches the end of the
///   middleware chain, always on the main actor. A reducer must not dispatch;
///   if it does, the action is queued like any other re-entrant dispatch.
public typealias Reducer<ReducerStateType> =
    (_ action: any Action, _ state: ReducerStateType?) -> ReducerStateType
