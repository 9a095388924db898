extension Publishers {
    /// A publisher that flattens nested publishers: it republishes the elements of the latest
    /// publisher the upstream sent, and cancels the one before.
    ///
    /// Mirrors Combine's `Publishers.SwitchToLatest` (as OpenCombine's
    /// `Publishers.SwitchToLatest.swift` implements it). Created by ``Publisher/switchToLatest()``.
    ///
    /// - Note: The upstream is asked for unlimited publishers. The downstream's demand is
    ///   counted and passed to the current inner publisher, and what is left of it to each new
    ///   one. A new publisher from the upstream cancels the current inner subscription first,
    ///   and nothing of the cancelled one is delivered after that. It finishes once the upstream
    ///   has finished and the current inner publisher has too; a failure of either is delivered
    ///   at once and cancels the other. Deliveries to the downstream are serialised. Once
    ///   cancelled or completed it lets go of the downstream, as Combine's do.
    public struct SwitchToLatest<NestedPublisher: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == NestedPublisher, Upstream.Failure == NestedPublisher.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = NestedPublisher.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = NestedPublisher.Failure

        /// The publisher of publishers.
        public let upstream: Upstream

        /// Creates a publisher that republishes the latest of `upstream`'s publishers.
        ///
        /// - Parameter upstream: The publisher of publishers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Hands `subscriber` the switching subscription, then subscribes it to `upstream`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let outer = Outer(downstream: subscriber)
            subscriber.receive(subscription: outer)
            upstream.subscribe(outer)
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher, cancelling the
    /// previous one.
    ///
    /// Mirrors Combine's `Publisher.switchToLatest()`: the usual way to run one request per
    /// input, the latest winning (RxSwift's `flatMapLatest`).
    ///
    /// ```swift
    /// let query = PassthroughSubject<String, Never>()
    /// let c = query.map { search($0) }.switchToLatest().sink { print($0) }
    /// ```
    ///
    /// - Returns: A publisher of the latest inner publisher's elements.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publishers.SwitchToLatest {
    /// The subscription the downstream holds and the subscriber the upstream feeds.
    ///
    /// `@unchecked Sendable` invariant: the mutable state is only touched with `lock` held;
    /// the downstream is only called with `downstreamLock` held and `lock` released.
    final class Outer<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        @unchecked Sendable
    where Downstream.Input == NestedPublisher.Output, Downstream.Failure == Failure {
        typealias Input = NestedPublisher
        typealias Failure = Upstream.Failure

        /// `nil` once cancelled or completed: the subscription lets go of its subscriber.
        private var downstream: Downstream?
        private let lock = RecursiveLock()
        private let downstreamLock = RecursiveLock()
        private var outerSubscription: (any Subscription)?
        private var innerSubscription: (any Subscription)?
        /// Which inner publisher is current; values and completions of others are dropped.
        private var currentIndex: UInt64 = 0
        private var nextIndex: UInt64 = 1
        private var cancelled = false
        private var upstreamFinished = false
        private var sentCompletion = false
        private var awaitingInnerSubscription = false
        private var demand = Subscribers.Demand.none

        init(downstream: Downstream) {
            self.downstream = downstream
        }

        var description: String { "SwitchToLatest" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard outerSubscription == nil, !cancelled else {
                lock.unlock()
                subscription.cancel()
                return
            }
            outerSubscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        func receive(_ input: NestedPublisher) -> Subscribers.Demand {
            lock.lock()
            guard !cancelled, !upstreamFinished else {
                lock.unlock()
                return .none
            }
            let previous = innerSubscription
            innerSubscription = nil
            let index = nextIndex
            currentIndex = index
            nextIndex += 1
            awaitingInnerSubscription = true
            lock.unlock()
            previous?.cancel()
            input.subscribe(Side(outer: self, index: index))
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            outerSubscription = nil
            upstreamFinished = true
            guard !cancelled, !sentCompletion else {
                lock.unlock()
                return
            }
            switch completion {
            case .finished:
                guard !awaitingInnerSubscription, innerSubscription == nil else {
                    lock.unlock()
                    return
                }
                sentCompletion = true
                lock.unlock()
            case .failure:
                let inner = innerSubscription
                innerSubscription = nil
                sentCompletion = true
                lock.unlock()
                inner?.cancel()
            }
            deliver(completion)
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
            lock.lock()
            self.demand += demand
            let inner = innerSubscription
            lock.unlock()
            inner?.request(demand)
        }

        func cancel() {
            lock.lock()
            cancelled = true
            let inner = innerSubscription
            let outer = outerSubscription
            innerSubscription = nil
            outerSubscription = nil
            let released = downstream
            downstream = nil
            lock.unlock()
            inner?.cancel()
            outer?.cancel()
            _ = released  // freed here, outside the lock
        }

        fileprivate func receiveInner(subscription: any Subscription, index: UInt64) {
            lock.lock()
            guard currentIndex == index, !cancelled, innerSubscription == nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            innerSubscription = subscription
            awaitingInnerSubscription = false
            let demand = self.demand
            lock.unlock()
            if demand > .none { subscription.request(demand) }
        }

        fileprivate func receiveInner(_ input: Output, index: UInt64) -> Subscribers.Demand {
            lock.lock()
            guard currentIndex == index, !cancelled, !sentCompletion, demand > .none, let downstream else {
                lock.unlock()
                return .none
            }
            demand -= 1
            lock.unlock()
            downstreamLock.lock()
            let more = downstream.receive(input)
            downstreamLock.unlock()
            if more > .none {
                lock.lock()
                demand += more
                lock.unlock()
            }
            return more
        }

        fileprivate func receiveInner(completion: Subscribers.Completion<Failure>, index: UInt64) {
            lock.lock()
            guard currentIndex == index, !cancelled, !sentCompletion else {
                lock.unlock()
                return
            }
            innerSubscription = nil
            awaitingInnerSubscription = false
            switch completion {
            case .finished:
                guard upstreamFinished else {
                    lock.unlock()
                    return
                }
                sentCompletion = true
                lock.unlock()
            case .failure:
                cancelled = true
                sentCompletion = true
                let outer = outerSubscription
                outerSubscription = nil
                lock.unlock()
                outer?.cancel()
            }
            deliver(completion)
        }

        /// Delivers the completion and lets go of the downstream.
        private func deliver(_ completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let downstream = self.downstream
            self.downstream = nil
            lock.unlock()
            downstreamLock.lock()
            downstream?.receive(completion: completion)
            downstreamLock.unlock()
        }
    }
}

extension Publishers.SwitchToLatest.Outer {
    /// The subscriber each inner publisher gets, tagged with its index.
    private struct Side: Subscriber, CustomStringConvertible {
        typealias Input = NestedPublisher.Output
        typealias Failure = NestedPublisher.Failure

        let outer: Publishers.SwitchToLatest<NestedPublisher, Upstream>.Outer<Downstream>
        let index: UInt64

        var description: String { "SwitchToLatest" }

        func receive(subscription: any Subscription) {
            outer.receiveInner(subscription: subscription, index: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            outer.receiveInner(input, index: index)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            outer.receiveInner(completion: completion, index: index)
        }
    }
}
