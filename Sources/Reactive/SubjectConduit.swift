/// What a ``SubjectDownstream`` asks its handler to deliver.
@usableFromInline
enum ConduitEvent {
    /// Deliver the `Output` the payload points to; returns additional demand.
    case value
    /// Deliver the `Subscribers.Completion<Failure>` the payload points to.
    case completion
}

/// The subject's hold on one subscriber: the entry of its delivery list.
///
/// It reaches the subscriber only through one closure, `handler`, created in the subject's
/// `@inlinable receive(subscriber:)`, so every call into the subscriber runs specialised
/// code. The handler takes a ``ConduitEvent`` and an untyped pointer to the payload, whose
/// type the event fixes. `handler` is a `let`: a send calls it on an entry it borrows from
/// the list, without retaining either (see ``SubjectCore/send(_:)``). The entry, and with it
/// the subscriber, is released when the subject drops it from its list and the subscription
/// (``SubjectConduit``) drops it too, at cancel or completion (``end()``); during a send the
/// list drops it when the outermost send ends.
///
/// `@unchecked Sendable` invariant: every `var` is only read or written while the owning
/// ``SubjectState``'s lock is held.
@usableFromInline
final class SubjectDownstream: @unchecked Sendable {
    @usableFromInline typealias Handler = (ConduitEvent, UnsafeRawPointer) -> Subscribers.Demand

    @usableFromInline let handler: Handler
    /// `false` once cancelled or completed: nothing more is delivered.
    @usableFromInline @exclusivity(unchecked) var isLive = true
    @usableFromInline @exclusivity(unchecked) var demand = Subscribers.Demand.none
    /// The latest value could not be delivered for lack of demand (or the initial replay
    /// is due); deliver the subject's current value as soon as demand arrives.
    @usableFromInline @exclusivity(unchecked) var pendingLatest: Bool
    /// Whether a value offered without demand is kept for later (the subject's, copied).
    @usableFromInline let keepsLatest: Bool
    /// The subscription vended for this entry, while the entry is live. The two hold each
    /// other (the list held the subscription before, too); cancel and completion break it.
    @usableFromInline @exclusivity(unchecked) var conduit: SubjectConduit?

    /// Creates a live entry; a ``CurrentValueSubject``'s replays its current value as soon
    /// as the subscriber requests demand.
    @inlinable
    init(keepsLatest: Bool, handler: @escaping Handler) {
        self.handler = handler
        self.keepsLatest = keepsLatest
        self.pendingLatest = keepsLatest
    }

    /// Delivers the value `payload` points to if the subscriber is live and has demand.
    /// Caller holds the lock.
    @inlinable
    func offer(_ payload: UnsafeRawPointer) {
        guard isLive else { return }
        if demand == .none {
            pendingLatest = keepsLatest
            return
        }
        demand.consumeOne()
        let more = handler(.value, payload)
        if more != .none { demand += more }
    }

    /// Marks the entry dead (no more values, demand or replay) and parts it from its
    /// subscription, which then no longer keeps the subscriber alive. Caller holds the lock.
    @inlinable
    func end() {
        conduit?.downstream = nil
        conduit = nil
        isLive = false
        demand = .none
        pendingLatest = false
    }
}

/// The subscription a subject vends to each subscriber.
///
/// The class is not generic on purpose: `request(_:)` and `cancel()`, reached through
/// `any Subscription`, run without generic metadata look-ups.
///
/// `@unchecked Sendable` invariant: `downstream` is only read or written while the owning
/// ``SubjectState``'s recursive lock is held; the subject delivers under that lock, so one
/// subscriber gets one call at a time, in the order the subject took the values.
@usableFromInline
final class SubjectConduit: Subscription, @unchecked Sendable {
    /// The subject's shared state and lock; held strongly while the subscription lives.
    @usableFromInline let state: SubjectState
    /// The subject's entry for this subscriber; `nil` once cancelled or completed.
    @usableFromInline @exclusivity(unchecked) var downstream: SubjectDownstream?
    /// The subscriber's type, for `customMirror`.
    @usableFromInline let downstreamType: Any.Type

    @inlinable
    init(state: SubjectState, downstreamType: Any.Type, downstream: SubjectDownstream) {
        self.state = state
        self.downstreamType = downstreamType
        self.downstream = downstream
    }

    /// Adds `demand`, replaying a pending latest value. Zero demand is a programming
    /// error (as in Combine) and stops the process.
    ///
    /// - Parameter demand: More values the subscriber can take; not ``Subscribers/Demand/none``.
    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
        state.request(demand, for: self)
    }

    /// Ends the subscription: nothing is delivered after `cancel()` returns (it waits for a
    /// delivery in progress on another thread).
    @usableFromInline
    func cancel() {
        state.cancel(self)
    }
}

extension SubjectConduit: CustomStringConvertible, CustomReflectable {
    /// The subject's name, as Combine prints its subscriptions.
    @usableFromInline
    var description: String { state.name }

    /// Combine's children: the subject as `parent` and `subject`, the subscriber's type as
    /// `downstream`, the outstanding demand. Once the subscription ended (cancel or
    /// completion) `parent` and `subject` are `nil`, as in Combine, whose subscription lets
    /// go of its subject then.
    @usableFromInline
    var customMirror: Mirror {
        state.lock.lock()
        defer { state.lock.unlock() }
        let subject: AnyObject? = downstream == nil ? nil : state.owner
        let children: KeyValuePairs<String, Any> = [
            "parent": subject as Any, "downstream": downstreamType, "demand": downstream?.demand ?? .none,
            "subject": subject as Any,
        ]
        return Mirror(self, children: children)
    }
}
