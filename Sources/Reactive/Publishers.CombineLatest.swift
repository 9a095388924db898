import Synchronization

extension Publishers {
    /// A publisher that receives and combines the latest elements from two
    /// publishers.
    ///
    /// Mirrors Combine's `Publishers.CombineLatest`. Created by
    /// ``Publisher/combineLatest(_:)`` and ``Publisher/combineLatest(_:_:)``.
    /// It emits nothing until both upstreams have produced a value, then
    /// emits the pair of latest values on every upstream change. It finishes
    /// when both upstreams finish and fails (cancelling the other upstream)
    /// as soon as either fails.
    ///
    /// - Note: Requests `.unlimited` from both upstreams and honours
    ///   downstream demand with a buffer of one: a combination produced
    ///   without demand is delivered (with the then-latest values) when
    ///   demand arrives. Values are delivered on the thread of the upstream
    ///   that changed, one combination at a time under a recursive lock (as
    ///   Combine does), in the order they were taken; nothing is delivered
    ///   after `cancel()` returned or after completion. A value that arrives
    ///   while a combination is being delivered (the subscriber sent to an
    ///   upstream) only updates the latest value: nothing is emitted nested
    ///   inside the delivery, then or later, as in Combine; the next upstream
    ///   value emits with it. A second subscription from one upstream is
    ///   cancelled. Unlike Combine's, which keeps its downstream until the
    ///   subscription object is freed, it lets go of the downstream at
    ///   completion and cancel. Its delivery lock is held while the subscriber
    ///   runs, so a subscriber that sends to one upstream while another thread
    ///   sends to that same upstream deadlocks (Combine's only updates the
    ///   latest value then).
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = (A.Output, B.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher that combines the latest elements of two publishers.
        ///
        /// - Parameters:
        ///   - a: The first upstream publisher.
        ///   - b: The second upstream publisher.
        @inlinable
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both upstreams, then hands the combined subscription
        /// to `subscriber`.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        @inlinable
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = Inner(downstream: subscriber)
            a.receive(subscriber: SideA(inner: inner))
            b.receive(subscriber: SideB(inner: inner))
            subscriber.receive(subscription: inner)
        }
    }
}

extension Publishers.CombineLatest {
    /// The subscription shared by both sides.
    ///
    /// Deliveries downstream are made holding `downstreamLock` (recursive), so the
    /// downstream gets one combination at a time, in the order they were taken, and
    /// nothing after `cancel()` returned, as with Combine's own downstream lock.
    ///
    /// `@unchecked Sendable` invariant: all mutable state is in `state` and
    /// only touched inside `state.withLock`, except `delivering`, only touched
    /// while holding `downstreamLock`; upstream subscriptions are called after
    /// unlocking both locks.
    @usableFromInline
    final class Inner<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable
    where Downstream.Input == (A.Output, B.Output), Downstream.Failure == A.Failure {
        /// `@unchecked Sendable` invariant: only accessed inside `Inner.state.withLock`.
        @usableFromInline
        struct State: @unchecked Sendable {
            @usableFromInline var a: A.Output?
            @usableFromInline var b: B.Output?
            @usableFromInline var subscriptionA: (any Subscription)?
            @usableFromInline var subscriptionB: (any Subscription)?
            @usableFromInline var finishedA = false
            @usableFromInline var finishedB = false
            @usableFromInline var downstream: Downstream?
            @usableFromInline var demand = Subscribers.Demand.none
            @usableFromInline var pending = false

            @inlinable init(downstream: Downstream?) { self.downstream = downstream }

            /// Produces the pair for delivery if possible, consuming demand.
            @inlinable
            mutating func emission() -> (Downstream, (A.Output, B.Output))? {
                guard let a, let b, let downstream else { return nil }
                if demand == .none {
                    pending = true
                    return nil
                }
                pending = false
                demand.consumeOne()
                return (downstream, (a, b))
            }
        }

        @usableFromInline let state: Lock<State>
        @usableFromInline let downstreamLock = RecursiveLock()
        /// Whether a value is being delivered downstream: set around every
        /// `downstream.receive(_:)`, only while holding `downstreamLock`. Another thread
        /// waits for that lock, so a value or a request that finds it set comes from inside
        /// the delivery, on the delivering thread (a subscriber that sends to an upstream or
        /// requests more). Such a value only updates the latest; such a request only adds
        /// demand: nothing is emitted nested, as in Combine.
        ///
        /// `@unchecked Sendable` invariant: only read or written while holding `downstreamLock`.
        @usableFromInline @exclusivity(unchecked) var delivering = false

        @inlinable
        init(downstream: Downstream) {
            state = Lock(State(downstream: downstream))
        }

        /// `"CombineLatest"`, as Combine prints it.
        @usableFromInline var description: String { "CombineLatest" }

        /// Accepts each side's first subscription; cancels a second one and any after the end.
        @inlinable
        func receive(subscription: any Subscription, isA: Bool) {
            let accepted = state.withLock { s in
                guard s.downstream != nil else { return false }
                if isA {
                    guard s.subscriptionA == nil else { return false }
                    s.subscriptionA = subscription
                } else {
                    guard s.subscriptionB == nil else { return false }
                    s.subscriptionB = subscription
                }
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        @inlinable
        func receiveA(_ value: A.Output) -> Subscribers.Demand {
            downstreamLock.lock()
            defer { downstreamLock.unlock() }
            let reentrant = delivering
            let result: (A.Output?, (Downstream, (A.Output, B.Output))?) = state.withLock { s in
                guard s.downstream != nil else { return (nil, nil) }
                let old = s.a
                s.a = value
                return (old, reentrant ? nil : s.emission())
            }
            deliver(result.1)
            return .none
        }

        @inlinable
        func receiveB(_ value: B.Output) -> Subscribers.Demand {
            downstreamLock.lock()
            defer { downstreamLock.unlock() }
            let reentrant = delivering
            let result: (B.Output?, (Downstream, (A.Output, B.Output))?) = state.withLock { s in
                guard s.downstream != nil else { return (nil, nil) }
                let old = s.b
                s.b = value
                return (old, reentrant ? nil : s.emission())
            }
            deliver(result.1)
            return .none
        }

        /// Delivers `emission`, if any, with ``delivering`` set; then asks for the demand the
        /// downstream returned. Caller holds `downstreamLock`.
        @inlinable
        func deliver(_ emission: (Downstream, (A.Output, B.Output))?) {
            guard let (downstream, output) = emission else { return }
            delivering = true
            let more = downstream.receive(output)
            delivering = false
            if more != .none { request(more) }
        }

        @inlinable
        func receive(completion: Subscribers.Completion<A.Failure>, isA: Bool) {
            downstreamLock.lock()
            switch completion {
            case .finished:
                let old: State? = state.withLock { s in
                    guard s.downstream != nil else { return nil }
                    if isA { s.finishedA = true } else { s.finishedB = true }
                    guard s.finishedA && s.finishedB else { return nil }
                    defer { s = State.terminated }
                    return s
                }
                old?.downstream?.receive(completion: .finished)
                downstreamLock.unlock()
            case .failure:
                let old: State? = state.withLock { s in
                    guard s.downstream != nil else { return nil }
                    defer { s = State.terminated }
                    return s
                }
                old?.downstream?.receive(completion: completion)
                downstreamLock.unlock()
                guard let old else { return }
                (isA ? old.subscriptionB : old.subscriptionA)?.cancel()
            }
        }

        /// Adds `demand`; delivers a combination kept for lack of demand. Zero demand is a
        /// programming error, as in Combine: the process stops with a message. A request made
        /// from inside a delivery only adds the demand: nothing is emitted nested.
        ///
        /// - Parameter demand: More combinations the downstream can take; not
        ///   ``Subscribers/Demand/none``.
        @inlinable
        func request(_ demand: Subscribers.Demand) {
            precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
            downstreamLock.lock()
            defer { downstreamLock.unlock() }
            if delivering {
                state.withLock { $0.demand += demand }
                return
            }
            var added = demand
            while added != .none {
                let emission = state.withLock { s -> (Downstream, (A.Output, B.Output))? in
                    s.demand += added
                    return s.pending ? s.emission() : nil
                }
                guard let (downstream, output) = emission else { return }
                delivering = true
                added = downstream.receive(output)
                delivering = false
            }
        }

        @inlinable
        func cancel() {
            // Waits for a delivery in progress on another thread; upstreams are cancelled
            // after unlocking, so a send that holds an upstream subject's lock can finish.
            downstreamLock.lock()
            let old = state.withLock { s in
                defer { s = State.terminated }
                return s
            }
            downstreamLock.unlock()
            old.subscriptionA?.cancel()
            old.subscriptionB?.cancel()
        }
    }

    @usableFromInline
    struct SideA<Downstream: Subscriber>: Subscriber
    where Downstream.Input == (A.Output, B.Output), Downstream.Failure == A.Failure {
        @usableFromInline let inner: Inner<Downstream>
        @inlinable init(inner: Inner<Downstream>) { self.inner = inner }
        @inlinable func receive(subscription: any Subscription) { inner.receive(subscription: subscription, isA: true) }
        @inlinable func receive(_ input: A.Output) -> Subscribers.Demand { inner.receiveA(input) }
        @inlinable func receive(completion: Subscribers.Completion<A.Failure>) {
            inner.receive(completion: completion, isA: true)
        }
    }

    @usableFromInline
    struct SideB<Downstream: Subscriber>: Subscriber
    where Downstream.Input == (A.Output, B.Output), Downstream.Failure == A.Failure {
        @usableFromInline let inner: Inner<Downstream>
        @inlinable init(inner: Inner<Downstream>) { self.inner = inner }
        @inlinable func receive(subscription: any Subscription) { inner.receive(subscription: subscription, isA: false) }
        @inlinable func receive(_ input: B.Output) -> Subscribers.Demand { inner.receiveB(input) }
        @inlinable func receive(completion: Subscribers.Completion<A.Failure>) {
            inner.receive(completion: completion, isA: false)
        }
    }
}

extension Publishers.CombineLatest.Inner.State {
    /// The state after cancellation or completion: no downstream, nothing held.
    @inlinable
    static var terminated: Self {
        var s = Self(downstream: nil)
        s.finishedA = true
        s.finishedB = true
        return s
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon
    /// receiving output from either publisher.
    ///
    /// Mirrors Combine's `Publisher.combineLatest(_:)`.
    ///
    /// ```swift
    /// let a = PassthroughSubject<Int, Never>()
    /// let b = PassthroughSubject<String, Never>()
    /// let c = a.combineLatest(b).sink { print($0) }
    /// a.send(1)          // nothing yet: b has no value
    /// b.send("x")
    /// a.send(2)
    /// // Prints: (1, "x")
    /// //         (2, "x")
    /// ```
    ///
    /// - Parameter other: Another publisher to combine with this one.
    /// - Returns: A publisher that receives and combines elements from this
    ///   and another publisher.
    /// - Note: See ``Publishers/CombineLatest`` for demand and threading.
    @inlinable
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon
    /// receiving output from either publisher.
    ///
    /// Mirrors Combine's `Publisher.combineLatest(_:_:)`.
    ///
    /// ```swift
    /// let a = CurrentValueSubject<Int, Never>(1)
    /// let b = CurrentValueSubject<Int, Never>(10)
    /// let c = a.combineLatest(b) { $0 + $1 }.sink { print($0) }
    /// b.send(20)
    /// // Prints: 11
    /// //         21
    /// ```
    ///
    /// - Parameters:
    ///   - other: Another publisher to combine with this one.
    ///   - transform: A closure that receives the most-recent value from each
    ///     publisher and returns a new value to publish.
    /// - Returns: A publisher that receives and combines elements from this
    ///   and another publisher.
    /// - Note: `transform` runs on the thread of the upstream that changed.
    @inlinable
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
