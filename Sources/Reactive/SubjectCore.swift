/// The state a subject shares with the subscriptions it vends, and the one lock that
/// guards it.
///
/// Every operation takes the recursive ``RecursiveLock`` and keeps it while it calls
/// subscribers, so that a subject delivers one thing at a time: a subscriber gets one call
/// at a time, values in the order the subject took them (a ``CurrentValueSubject``'s replay
/// before any later send), nothing after its `cancel()` returned or after its completion,
/// and its last value is the subject's. On the delivering thread a subscriber may re-enter
/// freely (send, subscribe, request, cancel): re-entrant sends are delivered nested, as in
/// Combine. Calls to upstream subscriptions are made after unlocking.
///
/// `@unchecked Sendable` invariant: every `var` is only read or written with `lock` held.
@usableFromInline
class SubjectState: @unchecked Sendable {
    @usableFromInline let lock = RecursiveLock()
    /// Live subscriptions, in subscription order.
    @usableFromInline @exclusivity(unchecked) var conduits: ContiguousArray<SubjectConduit> = []
    /// Whether a value offered without demand is kept for later (CurrentValueSubject).
    @usableFromInline let keepsLatest: Bool
    /// Subscriptions the subject was given as a subscriber (`send(subscription:)`).
    @usableFromInline @exclusivity(unchecked) var upstreams: [any Subscription] = []
    /// Whether any subscriber has ever requested demand; upstreams are asked from then on.
    @usableFromInline @exclusivity(unchecked) var hasDownstreamDemand = false
    /// The subject, for `customMirror`.
    @usableFromInline weak var owner: AnyObject?

    @usableFromInline
    init(keepsLatest: Bool) {
        self.keepsLatest = keepsLatest
    }

    deinit { lock.destroy() }

    /// `"CurrentValueSubject"` or `"PassthroughSubject"`, as Combine names the subscriptions.
    @usableFromInline
    var name: String { keepsLatest ? "CurrentValueSubject" : "PassthroughSubject" }

    /// Adds demand to `conduit`; replays a pending latest value; asks the upstreams for
    /// values on the first demand ever.
    @usableFromInline
    func request(_ demand: Subscribers.Demand, for conduit: SubjectConduit) {
        lock.lock()
        guard conduit.handler != nil else {
            lock.unlock()
            return
        }
        conduit.demand += demand
        var ask: [any Subscription] = []
        if !hasDownstreamDemand {
            hasDownstreamDemand = true
            ask = upstreams
        }
        while conduit.pendingLatest, conduit.demand != .none, let handler = conduit.handler {
            conduit.pendingLatest = false
            conduit.demand.consumeOne()
            let more = replayLatest(to: handler)
            if more != .none { conduit.demand += more }
        }
        lock.unlock()
        for upstream in ask { upstream.request(.unlimited) }
    }

    /// Detaches `conduit`; waits for a delivery to it in progress on another thread.
    @usableFromInline
    func cancel(_ conduit: SubjectConduit) {
        lock.lock()
        let handler = conduit.handler
        conduit.handler = nil
        conduit.demand = .none
        conduit.pendingLatest = false
        if handler != nil {
            for index in conduits.indices where conduits[index] === conduit {
                conduits.remove(at: index)
                break
            }
        }
        lock.unlock()
        withExtendedLifetime(handler) {}  // the subscriber is released outside the lock
    }

    /// Keeps `subscription` as an upstream; asks it for values at once if any subscriber
    /// has demand, else on the first demand (as Combine's subjects do).
    @usableFromInline
    func receive(upstream subscription: any Subscription) {
        lock.lock()
        upstreams.append(subscription)
        let ask = hasDownstreamDemand
        lock.unlock()
        if ask { subscription.request(.unlimited) }
    }

    /// Cancels every upstream subscription (when the subject is freed).
    @usableFromInline
    func cancelUpstreams() {
        lock.lock()
        let cancelled = upstreams
        upstreams = []
        lock.unlock()
        for upstream in cancelled { upstream.cancel() }
    }

    /// Delivers the current value to `handler` (CurrentValueSubject); caller holds the lock.
    @usableFromInline
    func replayLatest(to handler: SubjectConduit.Handler) -> Subscribers.Demand { .none }
}

/// The generic half of a subject's state: its current value and its completion, and the
/// specialised paths that send them.
///
/// `@unchecked Sendable` invariant: as ``SubjectState``'s, every `var` only with the lock held.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: SubjectState, @unchecked Sendable {
    @usableFromInline typealias Conduit = SubjectConduit
    @usableFromInline @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?
    /// A ``CurrentValueSubject``'s value; `nil` for a ``PassthroughSubject``.
    @usableFromInline @exclusivity(unchecked) var current: Output?

    /// Creates the state of a passthrough subject (`current == nil`) or of a current value
    /// subject holding `current`.
    @inlinable
    init(current: Output?, keepsLatest: Bool) {
        self.current = current
        super.init(keepsLatest: keepsLatest)
    }

    @usableFromInline
    override func replayLatest(to handler: SubjectConduit.Handler) -> Subscribers.Demand {
        guard let current else { return .none }
        return withUnsafePointer(to: current) { handler(.value, UnsafeRawPointer($0)) }
    }

    /// Attaches `subscriber` and hands it its subscription under the lock; after completion
    /// it gets an empty subscription and the completion.
    @inlinable
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(state: self, downstreamType: S.self, handler: Self.makeHandler(for: subscriber))
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        conduits.append(conduit)
        // Handed over under the lock, so a completion from another thread cannot reach the
        // subscriber before its subscription (an operator would ignore it, and it would be lost).
        subscriber.receive(subscription: conduit)
        lock.unlock()
    }

    /// Stores `input` (CurrentValueSubject) and offers it to every subscriber, in order.
    @inlinable
    func send(_ input: Output) {
        lock.lock()
        defer { lock.unlock() }
        guard completion == nil else { return }
        if keepsLatest { current = input }
        // A snapshot: a subscriber attached during this send does not get this value.
        let snapshot = conduits
        withUnsafePointer(to: input) { payload in
            for conduit in snapshot { conduit.offer(UnsafeRawPointer(payload)) }
        }
    }

    /// Completes every subscriber once and detaches them all.
    @inlinable
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let snapshot = conduits
        conduits = []
        var released: [Conduit.Handler] = []
        released.reserveCapacity(snapshot.count)
        for conduit in snapshot {
            guard let handler = conduit.handler else { continue }
            conduit.handler = nil
            conduit.demand = .none
            conduit.pendingLatest = false
            released.append(handler)
            _ = withUnsafePointer(to: completion) { handler(.completion, UnsafeRawPointer($0)) }
        }
        lock.unlock()
        withExtendedLifetime(released) {}  // subscribers are released outside the lock
    }

    /// The current value of a ``CurrentValueSubject``.
    @inlinable
    var value: Output {
        lock.lock()
        defer { lock.unlock() }
        return current.unsafelyUnwrapped
    }

    /// Builds the conduit's handler; runs specialised for `S`.
    @inlinable
    static func makeHandler<S: Subscriber>(for subscriber: S) -> Conduit.Handler
    where S.Input == Output, S.Failure == Failure {
        { event, payload in
            switch event {
            case .value:
                return subscriber.receive(payload.assumingMemoryBound(to: Output.self).pointee)
            case .completion:
                subscriber.receive(completion: payload.assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
                return .none
            }
        }
    }
}
