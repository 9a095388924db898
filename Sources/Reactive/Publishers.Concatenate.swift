extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another
    /// publisher.
    ///
    /// Mirrors Combine's `Publishers.Concatenate`. Created by ``Publisher/prepend(_:)``.
    ///
    /// - Note: The suffix is subscribed only once the prefix has finished, and is asked for
    ///   what is left of the downstream's demand. A failure of the prefix ends it without
    ///   subscribing the suffix. Cancelling cancels whichever is subscribed. Once cancelled or
    ///   completed it lets go of the downstream.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = Suffix.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Suffix.Failure

        /// The publisher to republish, in its entirety, before republishing elements from `suffix`.
        public let prefix: Prefix
        /// The publisher to republish only after `prefix` finishes.
        public let suffix: Suffix

        /// Creates a publisher that republishes `prefix`'s elements, then `suffix`'s.
        ///
        /// - Parameters:
        ///   - prefix: The publisher to republish first.
        ///   - suffix: The publisher to republish after `prefix` finishes.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Subscribes `subscriber` to `prefix`, then to `suffix`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            prefix.subscribe(Inner(downstream: subscriber, suffix: suffix))
        }

        /// The subscription the downstream holds, and the subscriber both publishers get.
        ///
        /// `@unchecked Sendable` invariant: the mutable state is only touched with `lock` held;
        /// the upstreams and the downstream are called without it.
        final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
            @unchecked Sendable
        where Downstream.Input == Output, Downstream.Failure == Failure {
            typealias Input = Output

            /// `nil` once cancelled or completed: the subscription lets go of its subscriber.
            private var downstream: Downstream?
            private let lock = RecursiveLock()
            private var suffix: Suffix?
            private var upstream: (any Subscription)?
            private var demand = Subscribers.Demand.none
            private var handedDownstream = false
            private var cancelled = false

            init(downstream: Downstream, suffix: Suffix) {
                self.downstream = downstream
                self.suffix = suffix
            }

            var description: String { "Concatenate" }

            func receive(subscription: any Subscription) {
                lock.lock()
                guard upstream == nil, !cancelled else {
                    lock.unlock()
                    subscription.cancel()
                    return
                }
                upstream = subscription
                let first = !handedDownstream
                handedDownstream = true
                let demand = self.demand
                let downstream = self.downstream
                lock.unlock()
                if first {
                    downstream?.receive(subscription: self)
                } else if demand > .none {
                    subscription.request(demand)
                }
            }

            func receive(_ input: Output) -> Subscribers.Demand {
                lock.lock()
                guard !cancelled, let downstream else {
                    lock.unlock()
                    return .none
                }
                if demand > .none { demand -= 1 }
                lock.unlock()
                let more = downstream.receive(input)
                if more > .none {
                    lock.lock()
                    demand += more
                    lock.unlock()
                }
                return more
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                lock.lock()
                guard !cancelled else {
                    lock.unlock()
                    return
                }
                upstream = nil
                let next = suffix
                suffix = nil
                guard case .finished = completion, let next else {
                    let downstream = self.downstream
                    self.downstream = nil
                    lock.unlock()
                    downstream?.receive(completion: completion)
                    return
                }
                lock.unlock()
                next.subscribe(self)
            }

            func request(_ demand: Subscribers.Demand) {
                precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
                lock.lock()
                self.demand += demand
                let upstream = self.upstream
                lock.unlock()
                upstream?.request(demand)
            }

            func cancel() {
                lock.lock()
                cancelled = true
                suffix = nil
                let upstream = self.upstream
                self.upstream = nil
                let released = downstream
                downstream = nil
                lock.unlock()
                upstream?.cancel()
                _ = released  // freed here, outside the lock
            }
        }
    }
}

extension Publisher {
    /// Prefixes a publisher's output with the specified values.
    ///
    /// Mirrors Combine's `Publisher.prepend(_:)`: the way to give an output its value before
    /// anything happened.
    ///
    /// ```swift
    /// let taps = PassthroughSubject<Int, Never>()
    /// let c = taps.prepend(0).sink { print($0) }
    /// taps.send(1)
    /// // Prints: 0
    /// //         1
    /// ```
    ///
    /// - Parameter elements: The elements to publish before this publisher's elements.
    /// - Returns: A publisher of `elements`, then of this publisher's elements.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
}
