extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    ///
    /// Mirrors Combine's `Publishers.Merge`. Created by ``Publisher/merge(with:)``.
    ///
    /// - Note: Both upstreams are asked for unlimited values. The downstream never gets more
    ///   than it asked for: what arrives beyond its demand waits, in arrival order, for the next
    ///   request. Deliveries are serialised, and a value sent while the downstream is still
    ///   taking one (from the downstream itself, say) is delivered after it. It finishes once
    ///   both upstreams have finished and every waiting value was delivered; a failure of either
    ///   upstream is delivered at once (dropping what waits) and cancels the other. Cancelling
    ///   cancels both. Once cancelled or completed it lets go of the downstream, as Combine's do.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first publisher to merge.
        public let a: A
        /// The second publisher to merge.
        public let b: B

        /// Creates a publisher that publishes what `a` and `b` publish, in arrival order.
        ///
        /// - Parameters:
        ///   - a: The first publisher to merge.
        ///   - b: The second publisher to merge.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Hands `subscriber` the merging subscription, then subscribes it to `a` and `b`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            subscriber.receive(subscription: inner)
            a.subscribe(Side<S>(inner: inner, index: 0))
            b.subscribe(Side<S>(inner: inner, index: 1))
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    ///
    /// Mirrors Combine's `Publisher.merge(with:)`.
    ///
    /// ```swift
    /// let taps = PassthroughSubject<Int, Never>()
    /// let saves = PassthroughSubject<Int, Never>()
    /// let c = taps.merge(with: saves).sink { print($0) }
    /// taps.send(1)
    /// saves.send(2)
    /// // Prints: 1
    /// //         2
    /// ```
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A publisher of both publishers' elements, in the order they arrive.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}

extension Publishers.Merge {
    /// The subscription the downstream holds: both upstreams, the values waiting for demand.
    ///
    /// `@unchecked Sendable` invariant: the mutable state is only touched with `lock` held; the
    /// downstream is only called by the one thread that set `draining`, with `lock` released.
    final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        /// `nil` once cancelled or completed: the subscription lets go of its subscriber.
        private var downstream: Downstream?
        private let lock = RecursiveLock()
        private var upstreams: [(any Subscription)?] = [nil, nil]
        private var finishedCount = 0
        private var buffer: [Output] = []
        private var demand = Subscribers.Demand.none
        private var pendingCompletion: Subscribers.Completion<Failure>?
        /// Cancelled, or the completion was delivered: nothing more flows.
        private var terminated = false
        /// Whether a thread is delivering to the downstream now.
        private var draining = false

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        var description: String { "Merge" }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
            lock.lock()
            self.demand += demand
            lock.unlock()
            drain()
        }

        func cancel() {
            lock.lock()
            terminated = true
            buffer = []
            let upstreams = self.upstreams
            self.upstreams = [nil, nil]
            let released = downstream
            downstream = nil
            lock.unlock()
            for upstream in upstreams { upstream?.cancel() }
            _ = released  // freed here, outside the lock
        }

        fileprivate func receive(subscription: any Subscription, index: Int) {
            lock.lock()
            guard !terminated, upstreams[index] == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            upstreams[index] = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        fileprivate func receive(_ input: Output) -> Subscribers.Demand {
            lock.lock()
            guard !terminated, pendingCompletion == nil else {
                lock.unlock()
                return .none
            }
            buffer.append(input)
            lock.unlock()
            drain()
            return .none
        }

        fileprivate func receive(completion: Subscribers.Completion<Failure>, index: Int) {
            lock.lock()
            guard !terminated, pendingCompletion == nil else {
                lock.unlock()
                return
            }
            upstreams[index] = nil
            var other: (any Subscription)?
            switch completion {
            case .finished:
                finishedCount += 1
                if finishedCount == 2 { pendingCompletion = completion }
            case .failure:
                buffer = []
                pendingCompletion = completion
                other = upstreams[1 - index]
                upstreams[1 - index] = nil
            }
            lock.unlock()
            other?.cancel()
            drain()
        }

        /// Delivers waiting values while there is demand, then the completion once nothing waits.
        private func drain() {
            lock.lock()
            guard !draining, let downstream else {
                lock.unlock()
                return
            }
            draining = true
            while !terminated {
                if !buffer.isEmpty, demand > .none {
                    let value = buffer.removeFirst()
                    demand -= 1
                    lock.unlock()
                    let more = downstream.receive(value)
                    lock.lock()
                    demand += more
                } else if buffer.isEmpty, let completion = pendingCompletion {
                    terminated = true
                    draining = false
                    self.downstream = nil
                    lock.unlock()
                    downstream.receive(completion: completion)
                    return
                } else {
                    break
                }
            }
            draining = false
            lock.unlock()
        }
    }

    /// The subscriber each upstream gets, tagged with its position.
    private struct Side<Downstream: Subscriber>: Subscriber, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        let inner: Inner<Downstream>
        let index: Int

        var description: String { "Merge" }

        func receive(subscription: any Subscription) {
            inner.receive(subscription: subscription, index: index)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            inner.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            inner.receive(completion: completion, index: index)
        }
    }
}
