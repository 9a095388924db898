/// A publisher that exposes a method for outside callers to publish elements.
///
/// Mirrors Combine's `Subject`. Use ``PassthroughSubject`` (no replay) or
/// ``CurrentValueSubject`` (replays its current value on subscribe).
///
/// - Note: The subjects in this module are thread-safe: `send` may be called
///   from any thread. Subscribers run synchronously on the sending thread,
///   one delivery at a time under the subject's recursive lock (as in
///   Combine), so a subscriber may re-enter the subject on that thread.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    ///
    /// - Parameter value: The value to send.
    func send(_ value: Output)

    /// Sends a completion signal to the subscriber.
    ///
    /// - Parameter completion: A `Completion` instance which indicates whether
    ///   publishing has finished normally or failed with an error.
    func send(completion: Subscribers.Completion<Failure>)

    /// Provides this subject an upstream subscription, so that it can act as
    /// a subscriber of another publisher.
    ///
    /// - Parameter subscription: The upstream subscription; the subjects in
    ///   this module request `.unlimited` from it once any subscriber has
    ///   demand, and cancel it when they are freed.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    ///
    /// Mirrors Combine's `Subject.send()`.
    @inlinable
    public func send() {
        send(())
    }
}
