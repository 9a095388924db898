extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    ///
    /// Mirrors Combine's `Publishers.HandleEvents` (OpenCombine's
    /// `Publishers.HandleEvents.swift`). Created by
    /// ``Publisher/handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)``.
    ///
    /// - Note: Each closure runs on the thread of the event it watches, before the event is
    ///   passed on, and never under the operator's lock. Once the subscription completes or is
    ///   cancelled, the closures are released and called no more.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// Called with the upstream subscription when it arrives.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Called with each value, before the downstream receives it.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Called with the completion, before the downstream receives it.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Called when the downstream cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each demand the downstream asks for.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates a publisher that calls the given closures on the events of `upstream`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose events are watched.
        ///   - receiveSubscription: Called with the upstream subscription.
        ///   - receiveOutput: Called with each value.
        ///   - receiveCompletion: Called with the completion.
        ///   - receiveCancel: Called when the downstream cancels.
        ///   - receiveRequest: Called with each demand.
        public init(
            upstream: Upstream,
            receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches `subscriber` to `upstream` through a subscriber that calls the closures.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(events: self, downstream: subscriber))
        }
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    ///
    /// Mirrors Combine's `Publisher.handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`
    /// (RxSwift's `do(onNext:onError:onCompleted:onSubscribe:onDispose:)`): the place for a
    /// side effect, such as a write, in a chain of operators.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.handleEvents(receiveOutput: { print("saw", $0) }).sink { print($0) }
    /// subject.send(1)
    /// // Prints: saw 1
    /// //         1
    /// ```
    ///
    /// - Parameters:
    ///   - receiveSubscription: Called with the upstream subscription when it arrives.
    ///   - receiveOutput: Called with each value, before the downstream receives it.
    ///   - receiveCompletion: Called with the completion, before the downstream receives it.
    ///   - receiveCancel: Called when the downstream cancels.
    ///   - receiveRequest: Called with each demand the downstream asks for (also the demand a
    ///     downstream returns from receiving a value, when above zero).
    /// - Returns: A publisher that performs the closures as the events occur, per subscription.
    /// - Note: The closures run once per subscription: with two subscribers, `receiveOutput`
    ///   runs twice per value; put ``share()`` after it to run it once.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self,
            receiveSubscription: receiveSubscription,
            receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion,
            receiveCancel: receiveCancel,
            receiveRequest: receiveRequest)
    }
}

extension Publishers.HandleEvents {
    /// The subscriber put upstream and the subscription handed downstream: calls the closures,
    /// then passes each event on.
    ///
    /// The downstream holds this subscription and it holds the downstream until the
    /// subscription completes or is cancelled; either lets go of the downstream and the
    /// closures, which ends the cycle (as Combine's operators do).
    ///
    /// `@unchecked Sendable` invariant: `lock` guards the status, and `events` and `downstream`
    /// are only touched with it held; the closures and the downstream are called after it is
    /// released.
    private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible,
        @unchecked Sendable
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        private let lock = Lock(OperatorStatus.awaitingSubscription)
        private var events: Publishers.HandleEvents<Upstream>?
        private var downstream: Downstream?

        init(events: Publishers.HandleEvents<Upstream>, downstream: Downstream) {
            self.events = events
            self.downstream = downstream
        }

        var description: String { "HandleEvents" }

        /// The closures and the downstream, or `nil`s once the subscription ended.
        private var current: LockTransfer<(events: Publishers.HandleEvents<Upstream>?, downstream: Downstream?)> {
            lock.withLock { _ in LockTransfer((events, downstream)) }
        }

        func receive(subscription: any Subscription) {
            current.value.events?.receiveSubscription?(subscription)
            let downstream = lock.withLock { status -> LockTransfer<Downstream?> in
                guard case .awaitingSubscription = status else { return LockTransfer(nil) }
                status = .subscribed(subscription)
                return LockTransfer(self.downstream)
            }
            if let downstream = downstream.value {
                downstream.receive(subscription: self)
            } else {
                subscription.cancel()
            }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            let (events, downstream) = current.value
            guard let downstream else { return .none }
            events?.receiveOutput?(input)
            let demand = downstream.receive(input)
            if demand > .none { current.value.events?.receiveRequest?(demand) }
            return demand
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            current.value.events?.receiveCompletion?(completion)
            let ended = terminate()
            ended.value.downstream?.receive(completion: completion)
        }

        func request(_ demand: Subscribers.Demand) {
            current.value.events?.receiveRequest?(demand)
            let upstream = lock.withLock { status -> LockTransfer<(any Subscription)?> in
                guard case .subscribed(let upstream) = status else { return LockTransfer(nil) }
                return LockTransfer(upstream)
            }
            upstream.value?.request(demand)
        }

        func cancel() {
            current.value.events?.receiveCancel?()
            let ended = terminate()
            ended.value.upstream?.cancel()
        }

        /// Ends the subscription and lets go of the closures and the downstream; returns the
        /// upstream and the downstream it held (`nil` if it had ended already), to be used and
        /// released after the lock is let go.
        private func terminate() -> LockTransfer<
            (upstream: (any Subscription)?, downstream: Downstream?, events: Publishers.HandleEvents<Upstream>?)
        > {
            lock.withLock { status in
                defer {
                    status = .terminal
                    events = nil
                    downstream = nil
                }
                switch status {
                case .subscribed(let upstream): return LockTransfer((upstream, downstream, events))
                case .awaitingSubscription: return LockTransfer((nil, downstream, events))
                case .terminal: return LockTransfer((nil, nil, nil))
                }
            }
        }
    }
}
