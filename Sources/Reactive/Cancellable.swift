/// A protocol indicating that an activity or action supports cancellation.
///
/// Mirrors Combine's `Cancellable`. Calling `cancel()` frees up any allocated
/// resources and stops side effects such as further deliveries.
///
/// - Note: `cancel()` must be idempotent; the types in this module make it
///   safe to call from any thread, including from inside a value handler.
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}
