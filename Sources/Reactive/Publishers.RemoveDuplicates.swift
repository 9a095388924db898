import Synchronization

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous
    /// element.
    ///
    /// Mirrors Combine's `Publishers.RemoveDuplicates`. Created by
    /// ``Publisher/removeDuplicates()`` and ``Publisher/removeDuplicates(by:)``.
    /// Each element is compared with the previous element *received*, whether
    /// that one was published or dropped, as in Combine.
    ///
    /// - Note: Each subscription keeps its status and the previous received
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

        /// The subscriber it puts upstream and the subscription it gives downstream, as
        /// Combine's operator does: it ends at cancel or completion (nothing is forwarded
        /// after, cancel reaches upstream once), and cancels a second upstream subscription,
        /// and one that arrives after a cancel, instead of passing it on. A value, a
        /// completion or a request before the upstream subscription is a programming error
        /// and stops the process, as in Combine.
        ///
        /// Unlike Combine's, which keeps its downstream until the subscription object itself
        /// is freed, it lets go of the downstream subscriber (and the last element) when it
        /// ends, so a subscriber that keeps its subscription forms no cycle with it.
        ///
        /// Its lifecycle, its upstream and `request`/`cancel` live in the non-generic
        /// ``OperatorSubscription`` it inherits, so the calls a downstream makes through
        /// `any Subscription` run without generic metadata look-ups.
        ///
        /// `@unchecked Sendable` invariant: `downstream` and `last` are only read or written
        /// while `lock` is held.
        @usableFromInline
        final class Inner<Downstream: Subscriber>: OperatorSubscription, Subscriber, @unchecked Sendable
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// The downstream subscriber until the subscription ends; guarded by `lock`.
            @usableFromInline @exclusivity(unchecked) var downstream: Downstream?
            @usableFromInline let predicate: (Output, Output) -> Bool
            /// The previous element received, published or dropped; guarded by `lock`.
            /// Released at completion, or with the subscription after a cancel.
            @usableFromInline @exclusivity(unchecked) var last: Output?

            @inlinable
            init(downstream: Downstream, predicate: @escaping (Output, Output) -> Bool) {
                self.downstream = downstream
                self.predicate = predicate
                super.init(name: "RemoveDuplicates")
            }

            @inlinable func receive(subscription: any Subscription) {
                let downstream = lock.withLock { status -> LockTransfer<Downstream?> in
                    guard case .awaitingSubscription = status else { return LockTransfer(nil) }
                    status = .subscribed(subscription)
                    return LockTransfer(self.downstream)
                }
                guard let downstream = downstream.value else { return subscription.cancel() }
                downstream.receive(subscription: self)
            }

            @inlinable func receive(_ input: Output) -> Subscribers.Demand {
                // nil: ended (ignored); a nil downstream: a duplicate.
                let publish = lock.withLock { status -> LockTransfer<Downstream?>? in
                    switch status {
                    case .subscribed: break
                    case .terminal: return nil
                    case .awaitingSubscription: Self.trapBeforeSubscription("a value")
                    }
                    // As Combine: the next element is compared with this one, dropped or not.
                    let previous = last
                    last = input
                    if let previous, predicate(previous, input) { return LockTransfer(nil) }
                    return LockTransfer(downstream)
                }
                guard let publish else { return .none }
                guard let downstream = publish.value else { return .max(1) }
                return downstream.receive(input)
            }

            @inlinable func receive(completion: Subscribers.Completion<Failure>) {
                let ended = lock.withLock { status -> LockTransfer<Downstream?> in
                    switch status {
                    case .subscribed: break
                    case .terminal: return LockTransfer(nil)
                    case .awaitingSubscription: Self.trapBeforeSubscription("a completion")
                    }
                    status = .terminal
                    return LockTransfer(releaseAtEnd())
                }
                ended.value?.receive(completion: completion)
            }

            /// A value or a completion before the upstream subscription is a programming
            /// error of the upstream publisher, as in Combine: stops the process.
            @usableFromInline
            static func trapBeforeSubscription(_ what: StaticString) -> Never {
                preconditionFailure("RemoveDuplicates received \(what) before its upstream subscription")
            }

            /// Lets go of the downstream subscriber and the last element; called with `lock`
            /// held, as the subscription ends. Returns the subscriber, for the caller to
            /// release (or complete) after the lock is let go.
            @usableFromInline
            func releaseAtEnd() -> Downstream? {
                defer {
                    downstream = nil
                    last = nil
                }
                return downstream
            }

            @usableFromInline
            override func releaseOnCancel() -> Any? { releaseAtEnd() }
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
    /// //         10
    /// ```
    ///
    /// - Parameter predicate: A closure to evaluate whether two elements are
    ///   equivalent; return `true` to drop the second element.
    /// - Returns: A publisher that consumes duplicate elements.
    /// - Note: `predicate` compares each element with the previous one received
    ///   (published or dropped), as Combine's does, and runs on the publishing thread.
    @inlinable
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
