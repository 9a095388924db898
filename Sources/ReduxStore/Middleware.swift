/// A function that wraps a store's dispatch pipeline to observe, transform,
/// swallow, or add actions.
///
/// A middleware is curried in ReSwift's shape. The store calls the outer
/// function once, when it is created, with:
///
/// - `dispatch`: dispatches a new action from the top of the pipeline (through
///   every middleware). Called while the store is dispatching, it *queues* the
///   action to run after the current one completes.
/// - `getState`: returns the store's current state, or `nil` once the store has
///   been deallocated.
///
/// The returned function receives `next`, the rest of the pipeline, and returns
/// the dispatch function that this middleware contributes. Forward an action by
/// calling `next(action)`; swallow it by not calling `next`; transform it by
/// calling `next` with a different action.
///
/// ```swift
/// let logger: Middleware<AppState> = { dispatch, getState in
///     { next in
///         { action in
///             print("will dispatch", action)
///             next(action)
///             print("state is now", getState() as Any)
///         }
///     }
/// }
/// ```
///
/// - Note: Mirrors ReSwift's `Middleware<State>` (Redux.js: `store => next =>
///   action`). Middleware runs in array order: the first element sees each
///   action first. All functions involved are isolated to the main actor.
///   `next` may be held and called later, as Redux.js middleware may: called
///   while no subscriber is being notified, it runs the rest of the pipeline at
///   once; called from a subscriber's ``StoreSubscriber/newState(state:)``, the
///   middleware after it run at once, but the reducer call is queued like a
///   dispatch and runs after the round, so that every subscriber ends on the
///   store's state. A middleware that reads the state after `next` returns
///   then reads it before that reducer call.
public typealias Middleware<State> =
    @MainActor (
        _ dispatch: @escaping DispatchFunction,
        _ getState: @escaping @MainActor () -> State?
    ) -> @MainActor (_ next: @escaping DispatchFunction) -> DispatchFunction
