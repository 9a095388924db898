import Synchronization

/// What a ``SubjectConduit`` asks its handler to do.
@usableFromInline
enum ConduitEvent {
    /// Deliver the `Output` the payload points to; returns additional demand.
    case value
    /// Deliver the `Subscribers.Completion<Failure>` the payload points to.
    case completion
    /// Deliver the subject's current value (CurrentValueSubject replay).
    case replay
    /// Remove the conduit whose `ObjectIdentifier` the payload points to.
    case detach
}

/// Demand bookkeeping of a ``SubjectConduit``; non-generic on purpose, so the
/// unspecialised cancel/request paths need no generic metadata look-ups.
@usableFromInline
struct ConduitState: Sendable {
    @usableFromInline var demand = Subscribers.Demand.none
    /// The latest value could not be delivered for lack of demand (or the
    /// initial replay is due); deliver the subject's current value on demand.
    @usableFromInline var pendingLatest: Bool
    @inlinable init(pendingLatest: Bool) { self.pendingLatest = pendingLatest }
}

/// The subscription a subject vends to each subscriber.
///
/// It reaches the subscriber (and the subject) only through one closure,
/// `handler`, created in the subject's `@inlinable receive(subscriber:)`, so
/// every call into the subscriber runs specialised code, even when `cancel()`
/// or `request(_:)` is reached through `any Subscription`. The handler takes a
/// ``ConduitEvent`` and an untyped pointer to the payload, whose type the event
/// fixes (the conduit and the handler are created together by the subject).
///
/// `@unchecked Sendable` invariant: `handler` is only read or written inside
/// `lock.withLock`; it is copied out and invoked after unlocking (never while
/// the lock is held) and released outside the lock.
@usableFromInline
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    @usableFromInline typealias Handler = (ConduitEvent, UnsafeRawPointer?) -> Subscribers.Demand

    /// Carries the handler out of the lock at its stored abstraction (avoids
    /// allocating a reabstraction thunk on every send).
    ///
    /// `@unchecked Sendable` invariant: only returned from a `lock.withLock`
    /// body to the thread that entered it; never stored or shared.
    @usableFromInline
    struct HandlerRef: @unchecked Sendable {
        @usableFromInline let call: Handler
        @inlinable init(_ call: @escaping Handler) { self.call = call }
    }

    @usableFromInline let lock: Mutex<ConduitState>
    /// Guarded by `lock`; `nil` once cancelled or completed.
    @usableFromInline var handler: Handler?
    /// Whether a value offered without demand is remembered (CurrentValueSubject).
    @usableFromInline let keepsLatest: Bool

    /// Creates a live conduit. With `keepsLatest`, the subject's current
    /// value is replayed as soon as the subscriber requests demand.
    @inlinable
    init(keepsLatest: Bool, handler: @escaping Handler) {
        self.keepsLatest = keepsLatest
        self.handler = handler
        self.lock = Mutex(ConduitState(pendingLatest: keepsLatest))
    }

    /// Takes the handler out (ending the subscription).
    @inlinable
    func takeHandler() -> HandlerRef? {
        lock.withLock { s in
            s.demand = .none
            s.pendingLatest = false
            guard let h = self.handler else { return nil }
            self.handler = nil
            return HandlerRef(h)
        }
    }

    /// Delivers `value` if the subscriber is live and has demand.
    @inlinable
    func offer(_ value: Output) {
        let ref: HandlerRef? = lock.withLock { s in
            guard let h = self.handler else { return nil }
            if s.demand == .none {
                if keepsLatest { s.pendingLatest = true }
                return nil
            }
            s.demand.consumeOne()
            return HandlerRef(h)
        }
        guard let ref else { return }
        let more = withUnsafePointer(to: value) { ref.call(.value, UnsafeRawPointer($0)) }
        if more != .none { request(more) }
    }

    /// Terminates the subscription with `completion`; the subject has already
    /// removed this conduit from its list.
    @inlinable
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard let ref = takeHandler() else { return }
        _ = withUnsafePointer(to: completion) { ref.call(.completion, UnsafeRawPointer($0)) }
    }

    @inlinable
    func request(_ demand: Subscribers.Demand) {
        var added = demand
        while added != .none {
            let ref: HandlerRef? = lock.withLock { s in
                s.demand += added
                guard s.pendingLatest, s.demand != .none, let h = self.handler else { return nil }
                s.pendingLatest = false
                s.demand.consumeOne()
                return HandlerRef(h)
            }
            guard let ref else { return }
            added = ref.call(.replay, nil)
        }
    }

    @inlinable
    func cancel() {
        guard let ref = takeHandler() else { return }
        let id = ObjectIdentifier(self)
        _ = withUnsafePointer(to: id) { ref.call(.detach, UnsafeRawPointer($0)) }
    }
}
