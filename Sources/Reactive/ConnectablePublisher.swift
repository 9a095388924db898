/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Mirrors Combine's `ConnectablePublisher`: ``Publishers/Multicast`` is one, and
/// ``autoconnect()`` connects it when it is first subscribed to.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    ///
    /// - Returns: A ``Cancellable`` instance that you use to cancel publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    ///
    /// Mirrors Combine's `ConnectablePublisher.autoconnect()`.
    ///
    /// - Returns: A publisher that connects on its first subscriber and cancels the connection
    ///   when its last subscriber cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// Mirrors Combine's `Publishers.Autoconnect` (OpenCombine's
    /// `Publishers.Autoconnect.swift`).
    ///
    /// - Note: A subscriber is attached to the upstream first; the first one then connects
    ///   it. Each subscriber's subscription counts it out once when cancelled, and the last one
    ///   out cancels the connection; the next subscriber connects again. A subscriber whose
    ///   subscription ends by completion stays counted, as in OpenCombine.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher this publisher connects to.
        public final let upstream: Upstream

        /// `@unchecked Sendable` invariant: `subscribers` and `connection` are only touched
        /// with `lock` held.
        private let lock = RecursiveLock()
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// Creates a publisher that connects `upstream` on its first subscriber.
        ///
        /// - Parameter upstream: The connectable publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches `subscriber` to the upstream, connecting it if it is the first.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            let connects = subscribers == 1
            lock.unlock()
            upstream.subscribe(Inner(parent: self, downstream: subscriber))
            guard connects else { return }
            let connection = upstream.connect()
            lock.lock()
            let stillWanted = subscribers > 0 && self.connection == nil
            if stillWanted { self.connection = connection }
            lock.unlock()
            if !stillWanted { connection.cancel() }
        }

        /// A subscriber cancelled: the last one out disconnects.
        fileprivate func subscriberCancelled() {
            lock.lock()
            subscribers -= 1
            let ended = subscribers == 0 ? connection : nil
            if ended != nil { connection = nil }
            lock.unlock()
            ended?.cancel()
        }
    }
}

extension Publishers.Autoconnect {
    /// A subscriber's link to the upstream: its subscription tells the parent when it cancels.
    private struct Inner<Downstream: Subscriber>: Subscriber, CustomStringConvertible
    where Downstream.Input == Output, Downstream.Failure == Failure {
        typealias Input = Output

        let parent: Publishers.Autoconnect<Upstream>
        let downstream: Downstream

        var description: String { "Autoconnect" }

        func receive(subscription: any Subscription) {
            downstream.receive(subscription: Counted(subscription: subscription, parent: parent))
        }

        func receive(_ input: Output) -> Subscribers.Demand {
            downstream.receive(input)
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            downstream.receive(completion: completion)
        }
    }

    /// The upstream's subscription, which tells the parent once when it is cancelled.
    ///
    /// `@unchecked Sendable` invariant: `parent` is only taken with `lock` held.
    private final class Counted: Subscription, CustomStringConvertible, @unchecked Sendable {
        private let subscription: any Subscription
        private let lock = RecursiveLock()
        private var parent: Publishers.Autoconnect<Upstream>?

        init(subscription: any Subscription, parent: Publishers.Autoconnect<Upstream>) {
            self.subscription = subscription
            self.parent = parent
        }

        var description: String { "Autoconnect" }

        func request(_ demand: Subscribers.Demand) {
            subscription.request(demand)
        }

        func cancel() {
            lock.lock()
            let parent = self.parent
            self.parent = nil
            lock.unlock()
            subscription.cancel()
            parent?.subscriberCancelled()
        }
    }
}
