extension Publishers {
    /// A publisher that republishes all non-`nil` results of calling a closure
    /// with each received element.
    ///
    /// Mirrors Combine's `Publishers.CompactMap`. Created by ``Publisher/compactMap(_:)``.
    ///
    /// - Note: Stateless; a `nil` result is compensated by returning `.max(1)`
    ///   demand upstream. `transform` runs on the publishing thread.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) -> Output?

        /// Creates a publisher that republishes non-`nil` transformed elements.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - transform: A closure returning an optional value.
        @inlinable
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber` through a compact-mapping subscriber to `upstream`.
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
            @usableFromInline let transform: (Upstream.Output) -> Output?

            @inlinable
            init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output?) {
                self.downstream = downstream
                self.transform = transform
            }

            @inlinable func receive(subscription: any Subscription) {
                downstream.receive(subscription: subscription)
            }

            @inlinable func receive(_ input: Upstream.Output) -> Subscribers.Demand {
                guard let output = transform(input) else { return .max(1) }
                return downstream.receive(output)
            }

            @inlinable func receive(completion: Subscribers.Completion<Upstream.Failure>) {
                downstream.receive(completion: completion)
            }
        }
    }
}

extension Publisher {
    /// Calls a closure with each received element and publishes any returned
    /// optional that has a value.
    ///
    /// Mirrors Combine's `Publisher.compactMap(_:)`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<String, Never>()
    /// let c = subject.compactMap { Int($0) }.sink { print($0) }
    /// ["1", "x", "3"].forEach(subject.send)
    /// // Prints: 1
    /// //         3
    /// ```
    ///
    /// - Parameter transform: A closure that receives a value and returns an
    ///   optional value.
    /// - Returns: A publisher that republishes all non-`nil` results.
    /// - Note: `transform` runs synchronously on the publishing thread.
    @inlinable
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publishers.CompactMap.Inner: CustomStringConvertible, CustomReflectable {
    /// `"CompactMap"`, as Combine prints the subscriber it puts upstream.
    @usableFromInline var description: String { "CompactMap" }

    /// No children, as Combine's mirror of it.
    @usableFromInline var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
}
