/// A protocol that declares a type that can receive input from a publisher.
///
/// A publisher calls `receive(subscription:)` once, then `receive(_:)` zero or
/// more times (never more than the demand the subscriber requested), then at
/// most one `receive(completion:)`. Mirrors Combine's `Subscriber`
/// (without `CustomCombineIdentifierConvertible`).
///
/// - Note: The subjects in this module call a subscriber holding their recursive
///   lock, so one subscriber gets one call at a time, even when several threads
///   send; on the delivering thread it may re-enter (send, subscribe, request,
///   cancel) freely.
public protocol Subscriber<Input, Failure> {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    ///
    /// Use `Never` if this subscriber cannot receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher
    /// and may request items.
    ///
    /// - Parameter subscription: A subscription that represents the connection
    ///   between publisher and subscriber. Use it to request items and to cancel.
    func receive(subscription: any Subscription)

    /// Tells the subscriber that the publisher has produced an element.
    ///
    /// - Parameter input: The published element.
    /// - Returns: Additional demand: how many *more* elements the subscriber
    ///   expects to receive (added to the outstanding demand).
    func receive(_ input: Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing,
    /// either normally or with an error.
    ///
    /// - Parameter completion: A ``Subscribers/Completion`` case indicating
    ///   whether publishing completed normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of `Void` elements produced one.
    ///
    /// Mirrors Combine's `Subscriber.receive()`: the same as `receive(())`.
    ///
    /// - Returns: Additional demand, as ``receive(_:)`` returns.
    @inlinable
    public func receive() -> Subscribers.Demand {
        receive(())
    }
}
