/// A type-erasing subscriber: forwards every call to the subscriber it wraps.
///
/// Named after Combine's `AnySubscriber`, which does the same; here it is internal, and
/// ``AnyPublisher`` is its one user. An `AnyPublisher` hands its wrapped publisher an
/// `AnySubscriber` instead of the caller's subscriber, so the publisher chain is
/// subscribed with one subscriber type that is fixed when the chain is erased; that lets
/// the erasing call site compile the chain's subscribe path and its delivery path
/// specialised (see ``AnyPublisher``), instead of as generic code that looks up the
/// metadata of every operator's subscriber type while subscribing and calls through
/// witness tables for every value.
///
/// It reaches the wrapped subscriber through one closure made in ``init(_:)``, which is
/// specialised for that subscriber at the subscribing call site. The closure takes an
/// ``Event`` and an untyped pointer to the payload, whose type the event fixes (as a
/// subject's ``SubjectDownstream/handler`` does), so one closure context is the only
/// allocation.
///
/// - Note: Stateless: it adds no lock, demand or lifecycle of its own; the wrapped
///   subscriber keeps its own rules. `Sendable` questions are the wrapped subscriber's,
///   as for the operators' subscribers.
@usableFromInline
struct AnySubscriber<Input, Failure: Error>: Subscriber {
    /// Which call to forward, and so what the payload points to.
    @usableFromInline
    enum Event {
        /// `receive(subscription:)`; the payload is an `any Subscription`.
        case subscription
        /// `receive(_:)`; the payload is an `Input`. Returns the wrapped subscriber's demand.
        case value
        /// `receive(completion:)`; the payload is a `Subscribers.Completion<Failure>`.
        case completion
    }

    /// Forwards one event to the wrapped subscriber.
    @usableFromInline let forward: (Event, UnsafeRawPointer) -> Subscribers.Demand

    /// Wraps `subscriber`, which it holds strongly (as the publisher would have).
    ///
    /// - Parameter subscriber: The subscriber to forward to.
    @inlinable
    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        forward = { event, payload in
            switch event {
            case .subscription:
                subscriber.receive(subscription: payload.assumingMemoryBound(to: (any Subscription).self).pointee)
                return .none
            case .value:
                return subscriber.receive(payload.assumingMemoryBound(to: Input.self).pointee)
            case .completion:
                subscriber.receive(completion: payload.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
                return .none
            }
        }
    }

    @inlinable
    func receive(subscription: any Subscription) {
        _ = withUnsafePointer(to: subscription) { forward(.subscription, UnsafeRawPointer($0)) }
    }

    @inlinable
    func receive(_ input: Input) -> Subscribers.Demand {
        withUnsafePointer(to: input) { forward(.value, UnsafeRawPointer($0)) }
    }

    @inlinable
    func receive(completion: Subscribers.Completion<Failure>) {
        _ = withUnsafePointer(to: completion) { forward(.completion, UnsafeRawPointer($0)) }
    }
}
