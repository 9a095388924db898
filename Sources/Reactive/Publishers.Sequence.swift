extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    ///
    /// Mirrors Combine's `Publishers.Sequence`; ``Publisher/prepend(_:)`` puts one before a
    /// publisher.
    ///
    /// - Note: Each subscription walks the sequence on its own, one element per unit of demand,
    ///   and finishes after the last (at once for an empty sequence, without waiting for
    ///   demand). A request made while the subscription is delivering (from the subscriber)
    ///   adds to the demand of the running loop; nothing is delivered after a cancel.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        ///
        /// - Parameter sequence: The sequence of elements to publish.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Hands `subscriber` a subscription that delivers the elements on demand.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: Inner(downstream: subscriber, next: first, iterator: iterator))
        }

        /// One walk through the sequence.
        ///
        /// `@unchecked Sendable` invariant: the mutable state is only touched with `lock` held;
        /// the downstream is only called by the thread that set `delivering`, without the lock.
        final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
        where Downstream.Input == Output, Downstream.Failure == Failure {
            private let lock = RecursiveLock()
            private var downstream: Downstream?
            /// The element to deliver next; `nil` once the sequence is exhausted.
            private var next: Output?
            private var iterator: Elements.Iterator
            private var demand = Subscribers.Demand.none
            private var delivering = false

            init(downstream: Downstream, next: Output, iterator: Elements.Iterator) {
                self.downstream = downstream
                self.next = next
                self.iterator = iterator
            }

            var description: String { "Sequence" }

            func request(_ demand: Subscribers.Demand) {
                precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
                lock.lock()
                self.demand += demand
                guard !delivering else {
                    lock.unlock()
                    return
                }
                delivering = true
                while let downstream, self.demand > .none, let element = next {
                    self.demand -= 1
                    next = iterator.next()
                    lock.unlock()
                    let more = downstream.receive(element)
                    lock.lock()
                    self.demand += more
                }
                delivering = false
                let finished = next == nil ? downstream : nil
                if finished != nil { downstream = nil }
                lock.unlock()
                finished?.receive(completion: .finished)
            }

            func cancel() {
                lock.lock()
                let released = downstream
                downstream = nil
                next = nil
                lock.unlock()
                _ = released
            }
        }
    }
}
