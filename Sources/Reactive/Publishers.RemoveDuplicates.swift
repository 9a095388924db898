import Synchronization

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous
    /// element.
    ///
    /// Mirrors Combine's `Publishers.RemoveDuplicates`. Created by
    /// ``Publisher/removeDuplicates()`` and ``Publisher/removeDuplicates(by:)``.
    /// Each element is compared with the last element that was *published*.
    ///
    /// - Note: Each subscription keeps the last published element behind a
    ///   `Mutex`, so concurrent upstream deliveries are safe. `predicate` is
    ///   called while that private lock is held (to make compare-and-store
    ///   atomic); it must not re-enter the same subscription. A dropped
    ///   element is compensated by returning `.max(1)` demand upstream.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// A closure to evaluate whether two elements are equivalent, for
        /// purposes of filtering.
        public let predicate: (Output, Output) -> Bool

        /// Creates a publisher that publishes only elements that don't match
        /// the previous element, as evaluated by a provided closure.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - predicate: A closure that returns `true` if two elements are equivalent.
        @inlinable
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber` through a de-duplicating subscriber to `upstream`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, predicate: predicate))
        }

        /// `@unchecked Sendable` invariant: only accessed inside `Inner.last.withLock`.
        @usableFromInline
        struct Last: @unchecked Sendable {
            @usableFromInline var value: Output?
            @inlinable init() { value = nil }
        }

        @usableFromInline
        final class Inner<Downstream: Subscriber>: Subscriber
        where Downstream.Input == Output, Downstream.Failure == Failure {
            @usableFromInline let downstream: Downstream
            @usableFromInline let predicate: (Output, Output) -> Bool
            @usableFromInline let last = Mutex(Last())

            @inlinable
            init(downstream: Downstream, predicate: @escaping (Output, Output) -> Bool) {
                self.downstream = downstream
                self.predicate = predicate
            }

            @inlinable func receive(subscription: any Subscription) {
                downstream.receive(subscription: subscription)
            }

            @inlinable func receive(_ input: Output) -> Subscribers.Demand {
                let isDuplicate = last.withLock { l in
                    if let previous = l.value, predicate(previous, input) { return true }
                    l.value = input
                    return false
                }
                return isDuplicate ? .max(1) : downstream.receive(input)
            }

            @inlinable func receive(completion: Subscribers.Completion<Failure>) {
                downstream.receive(completion: completion)
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    ///
    /// Mirrors Combine's `Publisher.removeDuplicates()`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.removeDuplicates().sink { print($0) }
    /// [1, 1, 2, 2, 1].forEach(subject.send)
    /// // Prints: 1
    /// //         2
    /// //         1
    /// ```
    ///
    /// - Returns: A publisher that consumes — rather than publishes —
    ///   duplicate elements.
    /// - Note: See ``Publishers/RemoveDuplicates`` for threading.
    @inlinable
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as
    /// evaluated by a provided closure.
    ///
    /// Mirrors Combine's `Publisher.removeDuplicates(by:)`.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.removeDuplicates { abs($0 - $1) < 2 }.sink { print($0) }
    /// [1, 2, 3, 10].forEach(subject.send)
    /// // Prints: 1
    /// //         3
    /// //         10
    /// ```
    ///
    /// - Parameter predicate: A closure to evaluate whether two elements are
    ///   equivalent; return `true` to drop the second element.
    /// - Returns: A publisher that consumes duplicate elements.
    /// - Note: `predicate` compares with the last *published* element and runs
    ///   on the publishing thread.
    @inlinable
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
