/// An entry of a store's queue: an action that arrived while the store was dispatching, and how
/// far into the pipeline it had already gone.
@usableFromInline
enum PendingAction {
    /// Dispatched during a dispatch: runs from the top, through every middleware, when its turn
    /// comes.
    case dispatch(any Action)
    /// Passed to a middleware's `next` while subscribers were being notified: the middleware
    /// before it have seen it already, so it goes straight to the reducer when its turn comes.
    case reduce(any Action)
}
