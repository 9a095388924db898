extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers.
    ///
    /// Mirrors Combine's `Publishers.Multicast`. Created by ``Publisher/multicast(subject:)``
    /// and ``Publisher/multicast(_:)``; usually followed by
    /// ``ConnectablePublisher/autoconnect()``.
    ///
    /// - Note: Subscribers are subscribed to the subject (made on first use by
    ///   ``createSubject``), so each gets what the subject gives a subscriber: a
    ///   ``CurrentValueSubject`` its current value, then the upstream's; a
    ///   ``PassthroughSubject`` only what comes after. ``connect()`` subscribes the subject to
    ///   the upstream, with unlimited demand, until the returned cancellable is cancelled.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher,
        @unchecked Sendable
    where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that returns the subject to deliver elements through.
        public let createSubject: () -> SubjectType

        /// `@unchecked Sendable` invariant: `madeSubject` is only touched with `lock` held.
        private let lock = RecursiveLock()
        private var madeSubject: SubjectType?

        /// Creates a multicast publisher.
        ///
        /// - Parameters:
        ///   - upstream: The publisher that this publisher receives elements from.
        ///   - createSubject: Returns the subject to deliver elements through; called once.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.lock()
            defer { lock.unlock() }
            if let madeSubject { return madeSubject }
            let subject = createSubject()
            madeSubject = subject
            return subject
        }

        /// Subscribes `subscriber` to the subject.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to the upstream.
        ///
        /// - Returns: What cancels that subscription.
        public func connect() -> any Cancellable {
            let connection = Connection(subject: subject)
            upstream.subscribe(connection)
            return connection
        }
    }
}

extension Publisher {
    /// Provides a subject to deliver elements to multiple subscribers.
    ///
    /// Mirrors Combine's `Publisher.multicast(subject:)`. With a ``CurrentValueSubject`` and
    /// ``ConnectablePublisher/autoconnect()`` it is RxSwift's `share(replay: 1)`: every
    /// subscriber gets the latest value, and the upstream's work runs once.
    ///
    /// - Parameter subject: The subject to deliver elements through.
    /// - Returns: A connectable publisher that delivers through `subject`.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// Applies a closure to create a subject that delivers elements to subscribers.
    ///
    /// Mirrors Combine's `Publisher.multicast(_:)`.
    ///
    /// - Parameter createSubject: Returns the subject to deliver elements through; called once.
    /// - Returns: A connectable publisher that delivers through the subject.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }
}

extension Publishers.Multicast {
    /// The upstream's subscriber: sends what it gets into the subject.
    ///
    /// `@unchecked Sendable` invariant: `subscription` and `cancelled` are only touched with
    /// `lock` held.
    private final class Connection: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        typealias Input = Output

        private let subject: SubjectType
        private let lock = RecursiveLock()
        private var subscription: (any Subscription)?
        private var cancelled = false

        init(subject: SubjectType) {
            self.subject = subject
        }

        var description: String { "Multicast" }

        func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, !cancelled else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            lock.lock()
            let live = !cancelled
            lock.unlock()
            if live { subject.send(input) }
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let live = !cancelled
            subscription = nil
            lock.unlock()
            if live { subject.send(completion: completion) }
        }

        func cancel() {
            lock.lock()
            cancelled = true
            let subscription = self.subscription
            self.subscription = nil
            lock.unlock()
            subscription?.cancel()
        }
    }
}
