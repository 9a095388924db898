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

extension Cancellable {
    /// Stores this cancellable, wrapped in an ``AnyCancellable``, in the specified collection.
    ///
    /// Mirrors Combine's `Cancellable.store(in:)`. The collection keeps the wrapper alive;
    /// removing it (or freeing the collection) cancels this cancellable. An
    /// ``AnyCancellable`` stores itself, unwrapped (its own `store(in:)`).
    ///
    /// - Parameter collection: The collection that keeps the wrapper alive.
    /// - Complexity: Amortized O(1), plus one allocation for the wrapper.
    @inlinable
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }

    /// Stores this cancellable, wrapped in an ``AnyCancellable``, in the specified set.
    ///
    /// Mirrors Combine's `Cancellable.store(in:)`. Each call adds a new wrapper.
    ///
    /// - Parameter set: The set that keeps the wrapper alive.
    @inlinable
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
