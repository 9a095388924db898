/// A publisher that performs type erasure by wrapping another publisher.
///
/// Mirrors Combine's `AnyPublisher`. Use ``Publisher/eraseToAnyPublisher()``
/// to hide the concrete operator chain (or a subject's `send`) behind an API
/// boundary.
///
/// Neither side of an erased publisher knows the other's type: the code that erases
/// knows the wrapped publisher, the code that subscribes knows the subscriber. So it
/// keeps one closure, made where it is erased, that subscribes the wrapped publisher
/// with an internal type-erasing subscriber (`AnySubscriber`, as Combine names it),
/// and ``receive(subscriber:)`` wraps the caller's subscriber in one. Both closures are
/// made in inlined code where the types are known, so the wrapped chain's subscribe and
/// delivery paths run specialised for that one subscriber type, and the caller's
/// subscriber is called specialised; the price is one indirect call per value and one
/// closure context per subscription. (Combine, and this type before, passed the
/// subscriber on through a generic method of a class box, which runs the whole chain as
/// unspecialised generic code: every operator's subscriber type is looked up in the
/// runtime's metadata cache while subscribing, every value goes through witness tables.)
///
/// - Note: Subscribing goes through one dynamic call; values then flow
///   through the wrapped publisher's own machinery, plus one call into the subscriber.
///   Erasing an `AnyPublisher` again does not add another layer. A subscription's
///   mirror shows the subscriber it got: `AnySubscriber` for a subscriber that came
///   through an `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    /// Subscribes the wrapped publisher; made in ``init(_:)``, where its type is known.
    @usableFromInline
    let subscribe: (AnySubscriber<Output, Failure>) -> Void

    /// Creates a type-erasing publisher to wrap the provided publisher.
    ///
    /// - Parameter publisher: A publisher to wrap with a type-eraser.
    @inlinable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            subscribe = { subscriber in publisher.receive(subscriber: subscriber) }
        }
    }

    /// Attaches `subscriber` to the wrapped publisher, through an `AnySubscriber`.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension AnyPublisher: CustomStringConvertible {
    /// `"AnyPublisher"`, as Combine prints it.
    public var description: String { "AnyPublisher" }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    ///
    /// Mirrors Combine's `eraseToAnyPublisher()`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let erased: AnyPublisher<String, Never> = subject.map(String.init).eraseToAnyPublisher()
    /// let c = erased.sink { print($0) }
    /// subject.send(7)
    /// // Prints: 7
    /// ```
    ///
    /// - Returns: An ``AnyPublisher`` wrapping this publisher.
    @inlinable
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}
