/// Where an operator's subscription is in its life, and the upstream it holds meanwhile.
///
/// `@unchecked Sendable` invariant: only stored in an ``OperatorSubscription``'s lock, and
/// the upstream is only called after that lock is released.
@usableFromInline
enum OperatorStatus: @unchecked Sendable {
    /// Waiting for the upstream subscription.
    case awaitingSubscription
    /// Holding the upstream subscription.
    case subscribed(any Subscription)
    /// Cancelled or completed: nothing more is forwarded either way.
    case terminal
}

/// The non-generic half of the subscription a stateful operator (``Publishers/RemoveDuplicates``)
/// gives its downstream: its lifecycle and upstream behind one lock, and `request(_:)` and
/// `cancel()`.
///
/// A downstream calls `request` and `cancel` through `any Subscription`, that is through the
/// conformance's witness table, which for a generic class runs its unspecialised code:
/// there every generic type it touches (its state, the lock around it) is looked up in the
/// runtime's metadata cache, on every call. Declared on this non-generic base class, the
/// conformance, and so those calls, need no look-up. The generic subclass keeps only what
/// needs its types (the downstream, the operator's own state), guarded by the same lock.
///
/// `@unchecked Sendable` invariant: `lock` guards the status; subclasses guard their mutable
/// state with it too.
@usableFromInline
class OperatorSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    @usableFromInline let lock = Lock(OperatorStatus.awaitingSubscription)
    /// The operator's name, as Combine prints its subscriptions.
    @usableFromInline let description: String

    @usableFromInline
    init(name: String) {
        description = name
    }

    /// Takes `subscription` as the upstream if it is the first; `false` if the operator
    /// already has one or has ended (the caller then cancels `subscription`).
    @usableFromInline
    final func accept(_ subscription: any Subscription) -> Bool {
        lock.withLock { status in
            guard case .awaitingSubscription = status else { return false }
            status = .subscribed(subscription)
            return true
        }
    }

    /// Passes `demand` upstream while subscribed; nothing after the subscription ended.
    ///
    /// Zero demand, or a request before the operator has its upstream subscription (a
    /// downstream only gets this subscription after that, so only a caller that found the
    /// operator some other way can), is a programming error, as in Combine: the process
    /// stops with a message.
    ///
    /// - Parameter demand: More values the downstream can take; not ``Subscribers/Demand/none``.
    @usableFromInline
    final func request(_ demand: Subscribers.Demand) {
        precondition(demand != .none, "a subscription's request(_:) needs a demand above zero")
        let upstream = lock.withLock { status -> LockTransfer<(any Subscription)?>? in
            switch status {
            case .awaitingSubscription: return nil
            case .subscribed(let upstream): return LockTransfer(upstream)
            case .terminal: return LockTransfer(nil)
            }
        }
        guard let upstream else {
            preconditionFailure("\(description) was asked for demand before it received its upstream subscription")
        }
        upstream.value?.request(demand)
    }

    /// Ends the subscription, cancels the upstream once and lets go of what the subclass holds
    /// for its downstream (``releaseOnCancel()``); later calls do nothing. A cancel before the
    /// upstream subscription arrived is remembered: that subscription is cancelled when it
    /// comes, and nothing flows (as in Combine).
    @usableFromInline
    final func cancel() {
        let ended = lock.withLock { status -> LockTransfer<(upstream: (any Subscription)?, held: Any?)> in
            switch status {
            case .terminal:
                return LockTransfer((nil, nil))
            case .awaitingSubscription:
                status = .terminal
                return LockTransfer((nil, releaseOnCancel()))
            case .subscribed(let upstream):
                status = .terminal
                return LockTransfer((upstream, releaseOnCancel()))
            }
        }
        ended.value.upstream?.cancel()
    }

    /// Called with `lock` held when ``cancel()`` ends the subscription: a subclass lets go of
    /// its downstream subscriber and its state, and returns what it held so that it is released
    /// after the lock is let go (a subscriber's deinitialiser may call back into the operator).
    ///
    /// - Returns: What to release after the lock; `nil` here.
    @usableFromInline
    func releaseOnCancel() -> Any? { nil }
}
