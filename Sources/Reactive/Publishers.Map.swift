extension Publishers {
    /// A publisher that transforms all elements from the upstream publisher
    /// with a provided closure.
    ///
    /// Mirrors Combine's `Publishers.Map`. Created by ``Publisher/map(_:)``.
    ///
    /// - Note: Stateless: the subscriber it inserts is a struct that forwards
    ///   the upstream subscription unchanged, so demand and cancellation pass
    ///   straight through. `transform` runs on the publishing thread.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The closure that transforms elements from the upstream publisher.
        public let transform: (Upstream.Output) -> Output

        /// Creates a publisher that transforms upstream elements.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: The closure that transforms elements.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through a mapping subscriber to `upstream`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: transform))
        }

        @usableFromInline
        struct Inner<Downstream: Subscriber>: Subscriber
        where Downstream.Input == Output, Downstream.Failure == Upstream.Failure {
            @usableFromInline let downstream: Downstream
            @usableFromInline let transform: (Upstream.Output) -> Output

            @inlinable
            init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output) {
                self.downstream = downstream
                self.transform = transform
            }

            @inlinable func receive(subscription: any Subscription) {
                downstream.receive(subscription: subscription)
            }

            @inlinable func receive(_ input: Upstream.Output) -> Subscribers.Demand {
                downstream.receive(transform(input))
            }

            @inlinable func receive(completion: Subscribers.Completion<Upstream.Failure>) {
                downstream.receive(completion: completion)
            }
        }
    }
}

extension Publisher {
    /// Transforms all elements from the upstream publisher with a provided closure.
    ///
    /// Mirrors Combine's `Publisher.map(_:)`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.map { $0 * 10 }.sink { print($0) }
    /// subject.send(1)
    /// subject.send(2)
    /// // Prints: 10
    /// //         20
    /// ```
    ///
    /// - Parameter transform: A closure that takes one element as its
    ///   parameter and returns a new element.
    /// - Returns: A publisher that uses the provided closure to map elements
    ///   from the upstream publisher to new elements that it then publishes.
    /// - Note: `transform` runs synchronously on the publishing thread.
    @inlinable
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

extension Publishers.Map.Inner: CustomStringConvertible, CustomReflectable {
    /// `"Map"`, as Combine prints the subscriber it puts upstream.
    @usableFromInline var description: String { "Map" }

    /// No children, as Combine's mirror of it.
    @usableFromInline var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
}
