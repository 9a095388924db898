/// Lifecycle of the module's closure-based subscribers (``Subscribers/Sink``,
/// ``Subscribers/Assign``); non-generic so it can sit in a `Mutex` that the
/// unspecialised cancel path can use without generic metadata look-ups.
@usableFromInline
enum SubscriberStatus: Sendable {
    /// Waiting for `receive(subscription:)`.
    case awaitingSubscription
    /// Holding a live subscription.
    case subscribed
    /// Cancelled or completed; everything released.
    case terminal
}

/// Moves a value out of a `Mutex.withLock` body.
///
/// `@unchecked Sendable` invariant: only used to return a value from a
/// critical section to the thread that entered it; it never crosses threads.
@usableFromInline
struct LockTransfer<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
