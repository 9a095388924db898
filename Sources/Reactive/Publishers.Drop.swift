extension Publishers {
    /// A publisher that omits a specified number of elements before republishing later elements.
    ///
    /// Mirrors Combine's `Publishers.Drop`. Created by ``Publisher/dropFirst(_:)``.
    ///
    /// - Note: The first request from the downstream is passed upstream raised by ``count``,
    ///   so the dropped elements do not use the downstream's demand; later requests pass
    ///   through. Completion and cancellation pass straight through, and after either it lets
    ///   go of the downstream.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The number of elements to drop.
        public let count: Int

        /// Creates a publisher that drops `upstream`'s first `count` elements.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - count: The number of elements to drop; not negative.
        public init(upstream: Upstream, count: Int) {
            precondition(count >= 0, "dropFirst(_:) needs a count of zero or more")
            self.upstream = upstream
            self.count = count
        }

        /// Attaches `subscriber` through a dropping subscriber to `upstream`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, count: count))
        }

        /// The subscriber a subscription puts upstream, and the subscription the downstream holds.
        ///
        /// `@unchecked Sendable` invariant: the mutable state is only touched with `lock` held.
        final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
            @unchecked Sendable
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// `nil` once cancelled or completed: the subscription lets go of its subscriber.
            private var downstream: Downstream?
            private let lock = RecursiveLock()
            private var remaining: Int
            private var requested = false
            private var upstream: (any Subscription)?

            init(downstream: Downstream, count: Int) {
                self.downstream = downstream
                remaining = count
            }

            var description: String { "Drop" }

            func receive(subscription: any Subscription) {
                lock.lock()
                guard upstream == nil else {
                    lock.unlock()
                    subscription.cancel()
                    return
                }
                upstream = subscription
                let downstream = self.downstream
                lock.unlock()
                downstream?.receive(subscription: self)
            }

            func receive(_ input: Output) -> Subscribers.Demand {
                lock.lock()
                guard let downstream else {
                    lock.unlock()
                    return .none
                }
                if remaining > 0 {
                    remaining -= 1
                    lock.unlock()
                    return .none
                }
                lock.unlock()
                return downstream.receive(input)
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                lock.lock()
                let downstream = self.downstream
                self.downstream = nil
                upstream = nil
                lock.unlock()
                downstream?.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
                lock.lock()
                let first = !requested
                requested = true
                let upstream = self.upstream
                let skipped = remaining
                lock.unlock()
                upstream?.request(first ? demand + skipped : demand)
            }

            func cancel() {
                lock.lock()
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
    /// Omits the specified number of elements before republishing subsequent elements.
    ///
    /// Mirrors Combine's `Publisher.dropFirst(_:)`.
    ///
    /// ```swift
    /// let user = CurrentValueSubject<Int, Never>(0)
    /// let c = user.dropFirst().sink { print($0) }  // not the current value
    /// user.send(1)
    /// // Prints: 1
    /// ```
    ///
    /// - Parameter count: The number of elements to omit; 1 if not given.
    /// - Returns: A publisher that does not republish the first `count` elements.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
