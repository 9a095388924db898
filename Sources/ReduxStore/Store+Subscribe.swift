extension Store {
    /// Subscribes an object to the store's whole state.
    ///
    /// The subscriber receives the current state immediately, then every new
    /// state. Subscribing an object that is already subscribed replaces its
    /// subscription (keeping its place in the order) and delivers the current
    /// state again, as ReSwift 6 does.
    ///
    /// - Parameter subscriber: The object to notify. The store holds it weakly:
    ///   a subscriber that is deallocated without unsubscribing is no longer
    ///   notified, and its entry is pruned at the next notification.
    ///
    /// - Note: Mirrors ReSwift's `Store.subscribe(_:)` (Redux.js:
    ///   `store.subscribe(listener)`). Subscribers are notified in subscription
    ///   order, a guarantee ReSwift doesn't make. A subscriber added while
    ///   subscribers are being notified receives the current state once, on
    ///   subscribing, and joins from the next round. When `State` is
    ///   `Equatable`, the overload that skips repeats is chosen instead.
    @inlinable
    public func subscribe<S: StoreSubscriber>(_ subscriber: S)
    where S.StoreSubscriberStateType == State {
        subscribeToWholeState(subscriber, isRepeat: nil)
    }

    /// Subscribes an object to a selected, possibly filtered, part of the state.
    ///
    /// ```swift
    /// store.subscribe(view) { $0.select(\.todos).skipRepeats { $0.count == $1.count } }
    /// ```
    ///
    /// The subscriber receives the selected value immediately, then each value
    /// that passes the subscription's filters. Subscribing an object that is
    /// already subscribed replaces its subscription (new selection and filters,
    /// same place in the order) and delivers the current selection, as ReSwift 6
    /// does.
    ///
    /// - Parameters:
    ///   - subscriber: The object to notify. The store holds it weakly.
    ///   - transform: A closure that receives a subscription to the whole state
    ///     and returns the subscription to deliver; it runs once, now.
    ///
    /// - Note: Mirrors ReSwift's `Store.subscribe(_:transform:)`. Unlike
    ///   ReSwift, `transform` is not optional (use ``subscribe(_:)`` for the
    ///   whole state). Ordering and re-entrancy are as for ``subscribe(_:)``.
    ///   When the selected type is `Equatable`, the overload that skips repeats
    ///   automatically is chosen instead.
    @inlinable
    public func subscribe<SelectedState, S: StoreSubscriber>(
        _ subscriber: S,
        transform: (Subscription<State>) -> Subscription<SelectedState>
    ) where S.StoreSubscriberStateType == SelectedState {
        subscribe(subscriber, transform: transform, isRepeat: nil)
    }

    /// Unsubscribes an object, so that it is no longer notified.
    ///
    /// - Parameter subscriber: The object to unsubscribe. Unsubscribing an
    ///   object that isn't subscribed does nothing.
    ///
    /// - Note: Mirrors ReSwift's `Store.unsubscribe(_:)` (Redux.js: calling the
    ///   function `subscribe` returns). Safe to call while subscribers are being
    ///   notified: a subscriber unsubscribed before its turn in the current
    ///   round is not notified in that round.
    public func unsubscribe(_ subscriber: any AnyStoreSubscriber) {
        guard let index = index(of: subscriber) else { return }
        subscriptions[index].isActive = false
        subscriptions.remove(at: index)
    }

    // MARK: Internals

    @inlinable
    func subscribeToWholeState<S: StoreSubscriber>(
        _ subscriber: S,
        isRepeat: (@MainActor (State, State) -> Bool)?
    ) where S.StoreSubscriberStateType == State {
        let send: SubscriptionSink<State>
        if let isRepeat {
            send = { target, oldState, newState in
                if let oldState, isRepeat(oldState, newState) { return }
                if let tracer = StoreTracing.tracer { tracer.willNotify(subscriberOfType: S.self) }
                unsafeDowncast(target, to: S.self).newState(state: newState)
            }
        } else {
            send = { target, _, newState in
                if let tracer = StoreTracing.tracer { tracer.willNotify(subscriberOfType: S.self) }
                unsafeDowncast(target, to: S.self).newState(state: newState)
            }
        }
        add(SubscriptionBox(subscriber: subscriber, send: send), subscriber: subscriber)
    }

    @inlinable
    func subscribe<SelectedState, S: StoreSubscriber>(
        _ subscriber: S,
        transform: (Subscription<State>) -> Subscription<SelectedState>,
        isRepeat: (@MainActor (SelectedState, SelectedState) -> Bool)?
    ) where S.StoreSubscriberStateType == SelectedState {
        let head = SubscriptionHead<State>()
        var selected = transform(Subscription(head: head))
        if let isRepeat {
            selected = selected.skipRepeats(isRepeat)
        }
        // The last stage captures nothing: the store passes it the subscriber, which it
        // holds strongly for the call.
        selected.connect { target, _, newState in
            if let tracer = StoreTracing.tracer { tracer.willNotify(subscriberOfType: S.self) }
            unsafeDowncast(target, to: S.self).newState(state: newState)
        }
        guard let pipeline = head.observer else {
            preconditionFailure("transform must return a subscription derived from its argument")
        }
        add(SubscriptionBox(subscriber: subscriber, send: pipeline), subscriber: subscriber)
    }

    /// Adds `box` and sends it the current state, queueing any dispatches. If the
    /// subscriber is already subscribed, `box` replaces its subscription in place (ReSwift
    /// 6 replaces it too: its set of subscriptions is keyed by the subscriber).
    @inlinable
    func add(_ box: SubscriptionBox<State>, subscriber: some AnyStoreSubscriber) {
        if let index = index(of: subscriber) {
            subscriptions[index].isActive = false
            subscriptions[index] = box
        } else {
            subscriptions.append(box)
        }
        withDispatchQueue {
            // A copy, not the stored state in place: the subscriber runs arbitrary code. A
            // subscription made during a round is delivered inside it: restore the flag after.
            let wasNotifying = isNotifying
            isNotifying = true
            box.send(subscriber, nil, state)
            isNotifying = wasNotifying
        }
    }

    /// The position of `subscriber`'s live subscription, if it has one.
    ///
    /// Compares identities first and loads the weak reference only of a box whose identity
    /// matches, which it confirms (a dead subscriber's address may have been reused).
    ///
    /// - Complexity: O(*n*) integer comparisons for *n* subscriptions.
    @usableFromInline
    func index(of subscriber: any AnyStoreSubscriber) -> Int? {
        let id = ObjectIdentifier(subscriber)
        var index = subscriptions.startIndex
        while index < subscriptions.endIndex {
            let box = subscriptions[index]
            if box.subscriberID == id, box.isActive, box.subscriber === subscriber { return index }
            index += 1
        }
        return nil
    }
}
