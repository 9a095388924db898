/// A publisher that performs type erasure by wrapping another publisher.
///
/// Mirrors Combine's `AnyPublisher`. Use ``Publisher/eraseToAnyPublisher()``
/// to hide the concrete operator chain (or a subject's `send`) behind an API
/// boundary.
///
/// - Note: Subscribing goes through one dynamic call; values then flow
///   through the wrapped publisher's own machinery. Erasing an `AnyPublisher`
///   again does not add another layer.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    @usableFromInline
    let box: AnyPublisherBoxBase<Output, Failure>

    /// Creates a type-erasing publisher to wrap the provided publisher.
    ///
    /// - Parameter publisher: A publisher to wrap with a type-eraser.
    @inlinable
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
        } else {
            box = PublisherBox(publisher)
        }
    }

    /// Attaches `subscriber` to the wrapped publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.receive(subscriber: subscriber)
    }
}

/// Abstract base for the erased publisher; never instantiated directly.
@usableFromInline
class AnyPublisherBoxBase<Output, Failure: Error> {
    @inlinable init() {}

    @usableFromInline
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        fatalError("abstract")
    }
}

@usableFromInline
final class PublisherBox<P: Publisher>: AnyPublisherBoxBase<P.Output, P.Failure> {
    @usableFromInline let base: P

    @inlinable init(_ base: P) {
        self.base = base
        super.init()
    }

    @inlinable
    override func receive<S: Subscriber>(subscriber: S) where S.Input == P.Output, S.Failure == P.Failure {
        base.receive(subscriber: subscriber)
    }
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
