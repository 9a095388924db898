extension Store where State: Equatable {
    /// Subscribes an object to the store's whole `Equatable` state, skipping
    /// states equal to the previous one.
    ///
    /// - Parameter subscriber: The object to notify. The store holds it weakly.
    ///
    /// - Note: Mirrors ReSwift's `Store.subscribe(_:)` for `Equatable` state.
    ///   Repeats are skipped only when ``subscriptionsAutomaticallySkipRepeats``
    ///   is `true` (the default). Ordering and re-entrancy are as for the
    ///   general ``Store/subscribe(_:)``.
    @inlinable
    public func subscribe<S: StoreSubscriber>(_ subscriber: S)
    where S.StoreSubscriberStateType == State {
        guard subscriptionsAutomaticallySkipRepeats else {
            return subscribeToWholeState(subscriber, isRepeat: nil)
        }
        subscribeToWholeState(subscriber) { $0 == $1 }
    }
}

extension Store {
    /// Subscribes an object to a selected `Equatable` part of the state,
    /// skipping values equal to the previous one.
    ///
    /// - Parameters:
    ///   - subscriber: The object to notify. The store holds it weakly.
    ///   - transform: A closure that receives a subscription to the whole state
    ///     and returns the subscription to deliver; it runs once, now.
    ///
    /// - Note: Mirrors ReSwift's `Store.subscribe(_:transform:)` for `Equatable`
    ///   selected state. When ``subscriptionsAutomaticallySkipRepeats`` is `true`
    ///   (the default), the store appends ``Subscription/skipRepeats()`` to the
    ///   returned subscription, after any stage `transform` added, a custom
    ///   ``Subscription/skipRepeats(_:)`` or ``Subscription/skip(when:)`` included,
    ///   as ReSwift does: a value equal to the one before is never delivered.
    @inlinable
    public func subscribe<SelectedState: Equatable, S: StoreSubscriber>(
        _ subscriber: S,
        transform: (Subscription<State>) -> Subscription<SelectedState>
    ) where S.StoreSubscriberStateType == SelectedState {
        guard subscriptionsAutomaticallySkipRepeats else {
            return subscribe(subscriber, transform: transform, isRepeat: nil)
        }
        subscribe(subscriber, transform: transform) { $0 == $1 }
    }
}
