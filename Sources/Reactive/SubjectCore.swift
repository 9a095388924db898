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
/// A send walks `downstreams` in place instead of copying it: while any send is walking
/// it (`deliveries > 0`, only ever on the thread holding the lock), entries are only
/// appended, never removed, so an index stays valid and every entry stays alive; a cancel
/// or a completion meanwhile marks the entry dead and the outermost send removes the dead
/// ones when it ends (``endDelivery()``), releasing them after unlocking.
///
/// `@unchecked Sendable` invariant: every `var` is only read or written with `lock` held.
@usableFromInline
class SubjectState: @unchecked Sendable {
    @usableFromInline let lock = RecursiveLock()
    /// Live subscriptions, in subscription order; during a send also dead ones (see above).
    @usableFromInline @exclusivity(unchecked) var downstreams: ContiguousArray<SubjectDownstream> = []
    /// How many sends (nested on the thread that holds the lock) are walking `downstreams`.
    @usableFromInline @exclusivity(unchecked) var deliveries = 0
    /// An entry died while a send was walking the list; the outermost send removes it.
    @usableFromInline @exclusivity(unchecked) var hasDeadDownstreams = false
    /// Whether a value offered without demand is kept for later (CurrentValueSubject).
    @usableFromInline let keepsLatest: Bool
    /// Subscriptions the subject was given as a subscriber (`send(subscription:)`).
    @usableFromInline @exclusivity(unchecked) var upstreams: [any Subscription] = []
    /// Whether any subscriber has ever requested demand; upstreams are asked from then on.
    @usableFromInline @exclusivity(unchecked) var hasDownstreamDemand = false
    /// The subject, for `customMirror`.
    @usableFromInline weak var owner: AnyObject?

    /// Offers the subject's current value, if any, to `deliver` (a pointer to it); made by
    /// ``SubjectCore``'s inlinable initialiser, so it runs specialised for the subject's
    /// types and captures nothing. Caller holds the lock.
    @usableFromInline let replayCurrent: (SubjectState, (UnsafeRawPointer) -> Subscribers.Demand) -> Subscribers.Demand

    @usableFromInline
    init(
        keepsLatest: Bool,
        replayCurrent: @escaping (SubjectState, (UnsafeRawPointer) -> Subscribers.Demand) -> Subscribers.Demand
    ) {
        self.keepsLatest = keepsLatest
        self.replayCurrent = replayCurrent
    }

    /// `"CurrentValueSubject"` or `"PassthroughSubject"`, as Combine names the subscriptions.
    @usableFromInline
    var name: String { keepsLatest ? "CurrentValueSubject" : "PassthroughSubject" }

    /// Adds demand to `conduit`; replays a pending latest value; asks the upstreams for
    /// values on the first demand ever.
    @usableFromInline
    func request(_ demand: Subscribers.Demand, for conduit: SubjectConduit) {
        lock.lock()
        guard let downstream = conduit.downstream, downstream.isLive else {
            lock.unlock()
            return
        }
        downstream.demand += demand
        var ask: [any Subscription] = []
        if !hasDownstreamDemand {
            hasDownstreamDemand = true
            // A current value subject asked its upstreams when it got them.
            if !keepsLatest { ask = upstreams }
        }
        while downstream.pendingLatest, downstream.demand != .none, downstream.isLive {
            downstream.pendingLatest = false
            downstream.demand.consumeOne()
            // `replayCurrent` reads the value with the subject's types known (see `init`).
            let handler = downstream.handler
            let more = replayCurrent(self) { payload in handler(.value, payload) }
            if more != .none { downstream.demand += more }
        }
        lock.unlock()
        for upstream in ask { upstream.request(.unlimited) }
    }

    /// Detaches `conduit`; waits for a delivery in progress on another thread.
    @usableFromInline
    func cancel(_ conduit: SubjectConduit) {
        lock.lock()
        let downstream = conduit.downstream
        conduit.downstream = nil
        if let downstream, downstream.isLive {
            downstream.end()
            if deliveries == 0 {
                for index in downstreams.indices where downstreams[index] === downstream {
                    downstreams.remove(at: index)
                    break
                }
            } else {
                hasDeadDownstreams = true
            }
        }
        lock.unlock()
        withExtendedLifetime(downstream) {}  // the subscriber is released outside the lock
    }

    /// Ends a walk of `downstreams` begun with `deliveries += 1`; the outermost one removes
    /// the entries that died meanwhile and releases them after unlocking. Caller holds the
    /// lock; this releases it.
    @inlinable
    func endDeliveryAndUnlock() {
        deliveries -= 1
        if deliveries == 0 && hasDeadDownstreams {
            removeDeadDownstreamsAndUnlock()
        } else {
            lock.unlock()
        }
    }

    /// ``endDeliveryAndUnlock()``'s slow path: drops the dead entries, unlocks, releases them.
    @usableFromInline
    func removeDeadDownstreamsAndUnlock() {
        hasDeadDownstreams = false
        var dead: [SubjectDownstream] = []
        downstreams.removeAll { entry in
            if entry.isLive { return false }
            dead.append(entry)
            return true
        }
        lock.unlock()
        withExtendedLifetime(dead) {}  // subscribers are released outside the lock
    }

    /// Keeps `subscription` as an upstream and asks it for `.unlimited`: a
    /// ``CurrentValueSubject`` at once (it keeps the latest value for subscribers without
    /// demand), a ``PassthroughSubject`` at once if any subscriber has demand, else on the
    /// first demand. Both as Combine's subjects do.
    @usableFromInline
    func receive(upstream subscription: any Subscription) {
        lock.lock()
        upstreams.append(subscription)
        let ask = keepsLatest || hasDownstreamDemand
        lock.unlock()
        if ask { subscription.request(.unlimited) }
    }

    /// Cancels every upstream subscription (when the subject is freed).
    ///
    /// Most subjects were never given one: then there is nothing to take the lock for. The
    /// read without it is safe here: `upstreams` is only written through the subject (by
    /// ``receive(upstream:)`` and by this method), which is being freed; other threads can
    /// only read it (in ``request(_:for:)``).
    @usableFromInline
    func cancelUpstreams() {
        if upstreams.isEmpty { return }
        lock.lock()
        let cancelled = upstreams
        upstreams = []
        lock.unlock()
        for upstream in cancelled { upstream.cancel() }
    }
}

/// The generic half of a subject's state: its current value and its completion, and the
/// specialised paths that send them.
///
/// The value and the completion are kept in boxes (``SubjectBox``), not inline: a generic
/// class's deinit runs unspecialised, and destroying an inline `Output?` or
/// `Subscribers.Completion<Failure>?` makes it look up the metadata of those types in the
/// runtime's generic cache (three hashed look-ups per freed subject, about a tenth of
/// opening and closing a reactive MVVM editor, whose error subject dies with it); an
/// optional reference is released without them. A passthrough subject's boxes stay `nil`
/// until it completes.
///
/// `@unchecked Sendable` invariant: as ``SubjectState``'s, every `var` only with the lock held.
@usableFromInline
final class SubjectCore<Output, Failure: Error>: SubjectState, @unchecked Sendable {
    /// The completion, once sent.
    @usableFromInline @exclusivity(unchecked) var completion: SubjectBox<Subscribers.Completion<Failure>>?
    /// A ``CurrentValueSubject``'s value; `nil` for a ``PassthroughSubject``.
    @usableFromInline let current: SubjectBox<Output>?

    /// Creates the state of a passthrough subject (`current == nil`) or of a current value
    /// subject holding `current`.
    @inlinable
    init(current: Output?, keepsLatest: Bool) {
        self.current = current.map(SubjectBox.init)
        super.init(keepsLatest: keepsLatest) { state, deliver in
            guard let current = unsafeDowncast(state, to: SubjectCore.self).current else { return .none }
            return withUnsafePointer(to: current.value) { deliver(UnsafeRawPointer($0)) }
        }
    }

    /// Attaches `subscriber` and hands it its subscription under the lock; after completion
    /// it gets an empty subscription and the completion.
    @inlinable
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let downstream = SubjectDownstream(keepsLatest: keepsLatest, handler: Self.makeHandler(for: subscriber))
        let conduit = SubjectConduit(state: self, downstreamType: S.self, downstream: downstream)
        downstream.conduit = conduit
        lock.lock()
        if let completion {
            lock.unlock()
            downstream.conduit = nil
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion.value)
            return
        }
        downstreams.append(downstream)
        // Handed over under the lock, so a completion from another thread cannot reach the
        // subscriber before its subscription (an operator would ignore it, and it would be lost).
        subscriber.receive(subscription: conduit)
        lock.unlock()
    }

    /// Stores `input` (CurrentValueSubject) and offers it to every subscriber, in order.
    ///
    /// Walks the list in place: the entries that exist now (a subscriber attached during
    /// this send does not get this value), each borrowed from the list without a retain,
    /// which is safe because no entry leaves the list while `deliveries > 0` (see
    /// ``SubjectState``) and the list's storage is re-read at every step (an append may
    /// move it).
    @inlinable
    func send(_ input: Output) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        if let current { current.value = input }
        let count = downstreams.count
        deliveries += 1
        withUnsafePointer(to: input) { payload in
            let payload = UnsafeRawPointer(payload)
            var index = 0
            while index < count {
                Unmanaged.passUnretained(downstreams[index])._withUnsafeGuaranteedRef { $0.offer(payload) }
                index += 1
            }
        }
        endDeliveryAndUnlock()
    }

    /// Completes every subscriber once and detaches them all.
    @inlinable
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = SubjectBox(completion)
        let count = downstreams.count
        deliveries += 1
        withUnsafePointer(to: completion) { payload in
            let payload = UnsafeRawPointer(payload)
            var index = 0
            while index < count {
                let downstream = downstreams[index]
                index += 1
                guard downstream.isLive else { continue }
                downstream.end()
                _ = downstream.handler(.completion, payload)
            }
        }
        hasDeadDownstreams = true
        endDeliveryAndUnlock()
    }

    /// The current value of a ``CurrentValueSubject``.
    @inlinable
    var value: Output {
        lock.lock()
        defer { lock.unlock() }
        return current.unsafelyUnwrapped.value
    }

    /// Builds the conduit's handler; runs specialised for `S`.
    @inlinable
    static func makeHandler<S: Subscriber>(for subscriber: S) -> SubjectDownstream.Handler
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

/// A subject's current value or completion, boxed so that the subject's deinit releases a
/// reference instead of destroying a generic value (see ``SubjectCore``). Guarded by the
/// subject's lock.
@usableFromInline
final class SubjectBox<Value>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
