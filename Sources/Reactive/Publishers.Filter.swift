extension Publishers {
    /// A publisher that republishes all elements that match a provided closure.
    ///
    /// Mirrors Combine's `Publishers.Filter`. Created by ``Publisher/filter(_:)``.
    ///
    /// - Note: Stateless; a rejected element is compensated by returning
    ///   `.max(1)` demand upstream, so demand stays correct. `isIncluded`
    ///   runs on the publishing thread.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure that indicates whether to republish an element.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Creates a publisher that republishes elements matching `isIncluded`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - isIncluded: A closure that returns `true` to republish an element.
        @inlinable
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber` through a filtering subscriber to `upstream`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, isIncluded: isIncluded))
        }

        @usableFromInline
        struct Inner<Downstream: Subscriber>: Subscriber
        where Downstream.Input == Output, Downstream.Failure == Failure {
            @usableFromInline let downstream: Downstream
            @usableFromInline let isIncluded: (Output) -> Bool

            @inlinable
            init(downstream: Downstream, isIncluded: @escaping (Output) -> Bool) {
                self.downstream = downstream
                self.isIncluded = isIncluded
            }

            @inlinable func receive(subscription: any Subscription) {
                downstream.receive(subscription: subscription)
            }

            @inlinable func receive(_ input: Output) -> Subscribers.Demand {
                isIncluded(input) ? downstream.receive(input) : .max(1)
            }

            @inlinable func receive(completion: Subscribers.Completion<Failure>) {
                downstream.receive(completion: completion)
            }
        }
    }
}

extension Publisher {
    /// Republishes all elements that match a provided closure.
    ///
    /// Mirrors Combine's `Publisher.filter(_:)`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.filter { $0 % 2 == 0 }.sink { print($0) }
    /// for i in 1...4 { subject.send(i) }
    /// // Prints: 2
    /// //         4
    /// ```
    ///
    /// - Parameter isIncluded: A closure that takes one element and returns a
    ///   Boolean value indicating whether to republish the element.
    /// - Returns: A publisher that republishes all elements that satisfy the closure.
    /// - Note: `isIncluded` runs synchronously on the publishing thread.
    @inlinable
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}

extension Publishers.Filter.Inner: CustomStringConvertible, CustomReflectable {
    /// `"Filter"`, as Combine prints the subscriber it puts upstream.
    @usableFromInline var description: String { "Filter" }

    /// No children, as Combine's mirror of it.
    @usableFromInline var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
}
