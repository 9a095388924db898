extension Publishers {
    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// Mirrors Combine's `Publishers.Share`, which is `multicast(_:)` of a
    /// ``PassthroughSubject`` with ``ConnectablePublisher/autoconnect()`` (OpenCombine's
    /// `Publishers.Share.swift`). Created by ``Publisher/share()``.
    ///
    /// - Note: The first subscriber connects: the upstream is subscribed once, with unlimited
    ///   demand, and what it sends goes to every subscriber (each with its own demand; a value
    ///   reaches only those subscribed when it is sent: there is no replay). When the last
    ///   subscriber cancels, the upstream subscription is cancelled, and the next subscriber
    ///   connects again. A reference type, as in Combine: copies of it share.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates a publisher that shares `upstream`'s output.
        ///
        /// - Parameter upstream: The publisher to share.
        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = upstream.multicast { PassthroughSubject() }.autoconnect()
        }

        /// Subscribes `subscriber` to the shared output, connecting to the upstream if it is
        /// the first.
        ///
        /// - Parameter subscriber: The downstream subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        /// Whether both are the same share.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    ///
    /// Mirrors Combine's `Publisher.share()` (RxSwift's `share()`): the upstream's work, such as
    /// a request, runs once however many outputs are derived from it.
    ///
    /// - Returns: A class instance that shares elements received from its upstream with
    ///   multiple subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
