import Synchronization

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous
    /// element.
    ///
    /// Mirrors Combine's `Publishers.RemoveDuplicates`. Created by
    /// ``Publisher/removeDuplicates()`` and ``Publisher/removeDuplicates(by:)``.
    /// Each element is compared with the last element that was *published*.
    ///
    /// - Note: Each subscription keeps its status and the last published
    ///   element behind a lock, so concurrent upstream deliveries are safe. `predicate` is
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

        /// Where one subscription is in its life.
        @usableFromInline
        enum Status {
            case awaitingSubscription
            case subscribed(any Subscription)
            case terminal
        }

        /// The subscriber it puts upstream and the subscription it gives downstream, as
        /// Combine's operator does: it ends at cancel or completion (nothing is forwarded
        /// after, cancel reaches upstream once, and the downstream subscriber is released, so
        /// one that keeps its subscription forms no cycle with it), and cancels a second
        /// upstream subscription instead of passing it on.
        ///
        /// `@unchecked Sendable` invariant: mutable state is only in `state`.
        @usableFromInline
        final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
            @unchecked Sendable
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// The lifecycle, the downstream subscriber until the end, and the last published
            /// element of one subscription.
            ///
            /// `@unchecked Sendable` invariant: only accessed inside `Inner.state.withLock`.
            @usableFromInline
            struct State: @unchecked Sendable {
                @usableFromInline var status = Status.awaitingSubscription
                @usableFromInline var downstream: Downstream?
                @usableFromInline var last: Output?
                @inlinable init(downstream: Downstream) { self.downstream = downstream }

                /// Ends the subscription and hands back what it held, to be released (or
                /// cancelled) after the lock is let go: the upstream subscription, if it was
                /// subscribed, and the downstream subscriber.
                @inlinable
                mutating func end() -> LockTransfer<(upstream: (any Subscription)?, downstream: Downstream?)> {
                    guard case .subscribed(let upstream) = status else { return LockTransfer((nil, nil)) }
                    defer {
                        status = .terminal
                        downstream = nil
                        last = nil
                    }
                    return LockTransfer((upstream, downstream))
                }
            }

            @usableFromInline let predicate: (Output, Output) -> Bool
            @usableFromInline let state: Lock<State>

            @inlinable
            init(downstream: Downstream, predicate: @escaping (Output, Output) -> Bool) {
                self.predicate = predicate
                state = Lock(State(downstream: downstream))
            }

            /// `"RemoveDuplicates"`, as Combine prints it.
            @usableFromInline var description: String { "RemoveDuplicates" }

            @inlinable func receive(subscription: any Subscription) {
                let downstream = state.withLock { s -> LockTransfer<Downstream?> in
                    guard case .awaitingSubscription = s.status else { return LockTransfer(nil) }
                    s.status = .subscribed(subscription)
                    return LockTransfer(s.downstream)
                }
                guard let downstream = downstream.value else { return subscription.cancel() }
                downstream.receive(subscription: self)
            }

            @inlinable func receive(_ input: Output) -> Subscribers.Demand {
                // nil: not subscribed (ignored, as in Combine); a nil downstream: a duplicate.
                let publish = state.withLock { s -> LockTransfer<Downstream?>? in
                    guard case .subscribed = s.status else { return nil }
                    if let previous = s.last, predicate(previous, input) { return LockTransfer(nil) }
                    s.last = input
                    return LockTransfer(s.downstream)
                }
                guard let publish else { return .none }
                guard let downstream = publish.value else { return .max(1) }
                return downstream.receive(input)
            }

            @inlinable func receive(completion: Subscribers.Completion<Failure>) {
                let ended = state.withLock { $0.end() }
                ended.value.downstream?.receive(completion: completion)
            }

            @usableFromInline func request(_ demand: Subscribers.Demand) {
                let upstream = state.withLock { s -> LockTransfer<(any Subscription)?> in
                    guard case .subscribed(let upstream) = s.status else { return LockTransfer(nil) }
                    return LockTransfer(upstream)
                }
                upstream.value?.request(demand)
            }

            @usableFromInline func cancel() {
                let ended = state.withLock { $0.end() }
                ended.value.upstream?.cancel()
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
