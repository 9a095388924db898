/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more ``Subscriber`` instances. The
/// subscriber's `Input` and `Failure` must match the publisher's `Output` and
/// `Failure`. Mirrors Combine's `Publisher`.
///
/// - Note: Publishers in this module deliver synchronously, on the thread that
///   produced the value (there are no schedulers). Attaching a subscriber is
///   thread-safe for the subjects in this module.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    ///
    /// Use `Never` if this publisher does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations must call the subscriber's `receive(subscription:)`
    /// exactly once. Call ``Publisher/subscribe(_:)`` rather than this method.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher.
    ///   After attaching, it can receive values.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    ///
    /// Mirrors Combine's `Publisher.subscribe(_:)`; it simply forwards to
    /// ``Publisher/receive(subscriber:)``.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher.
    /// - Note: Safe to call from any thread for the subjects in this module.
    @inlinable
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
