/// A protocol representing the connection of a subscriber to a publisher.
///
/// Mirrors Combine's `Subscription`. A subscriber uses it to request elements
/// and to cancel. Cancelling releases the subscriber (and any closures it
/// holds) from the publisher.
///
/// - Note: Subscriptions vended by this module are thread-safe: `request(_:)`
///   and `cancel()` may be called from any thread, and re-entrantly from
///   inside the subscriber's own `receive` methods.
public protocol Subscription: Cancellable {
    /// Tells a publisher that it may send more values to the subscriber.
    ///
    /// - Parameter demand: The number of additional elements the subscriber
    ///   is ready to receive. Demand is cumulative.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
///
/// Mirrors Combine's `Subscriptions` enum.
public enum Subscriptions {
    /// Returns the "empty" subscription.
    ///
    /// Use it when a publisher must call `receive(subscription:)` but has
    /// nothing to deliver, for example when it is already completed.
    /// Requesting or cancelling it has no effect.
    public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription behind ``Subscriptions/empty``; stateless.
@usableFromInline
final class EmptySubscription: Subscription, CustomStringConvertible, CustomReflectable, Sendable {
    static let shared = EmptySubscription()
    /// `"Empty"`, as Combine prints it.
    @usableFromInline var description: String { "Empty" }
    /// No children, as Combine's mirror of it.
    @usableFromInline var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    @usableFromInline func request(_ demand: Subscribers.Demand) {}
    @usableFromInline func cancel() {}
}
