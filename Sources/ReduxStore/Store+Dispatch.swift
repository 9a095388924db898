extension Store {
    /// Dispatches an action through the middleware to the reducer, and notifies
    /// subscribers of the resulting state.
    ///
    /// - Parameter action: The action to dispatch.
    ///
    /// - Note: Mirrors ReSwift's `Store.dispatch(_:)` (Redux.js: `dispatch`).
    ///   Runs synchronously on the main actor. Called while the store is already
    ///   dispatching (from middleware, the reducer, or a subscriber's
    ///   ``StoreSubscriber/newState(state:)``), it neither runs `action` nested
    ///   in the current one, as ReSwift does, nor traps, as ReSwift does when a
    ///   reducer dispatches: it appends `action` to a queue and returns. The
    ///   outermost `dispatch` then runs queued actions one at a time, in the
    ///   order they were dispatched, each only after the previous action's
    ///   reducer call and notifications have completed, and returns once the
    ///   queue is empty. Reports `action` to ``StoreTracing/tracer``, if one is
    ///   installed, before anything else (a queued action when it is queued).
    @inlinable
    public func dispatch(_ action: any Action) {
        if let tracer = StoreTracing.tracer { tracer.didDispatch(action, to: Self.self) }
        if isDispatching {
            pendingActions.append(.dispatch(action))
            return
        }
        isDispatching = true
        process(action)
        if !pendingActions.isEmpty { drainPendingActions() }
        isDispatching = false
    }

    /// Runs one action through middleware, reducer and notification.
    @inlinable
    func process(_ action: any Action) {
        if let middlewareChain {
            middlewareChain(action)
        } else {
            reduceAndNotify(action)
        }
    }

    /// The end of the middleware chain, the last middleware's `next`.
    ///
    /// Called while the middleware run (the store idle, or processing an action), it reduces
    /// and notifies at once. A middleware may also hold `next` and call it later: from a task,
    /// after the dispatch returned (the reduction then starts a dispatch of its own, so that
    /// what subscribers dispatch is queued), or from a subscriber's `newState(state:)`, in the
    /// middle of a notification round. Run then, it would notify the subscribers nested in the
    /// round, and the round would go on to send the rest its older `(oldState, newState)`, so
    /// they would end on an older state than the store's; so it is queued instead, to reach the
    /// reducer after what was queued before it.
    @inlinable
    func reduceFromMiddleware(_ action: any Action) {
        if isNotifying {
            pendingActions.append(.reduce(action))
            return
        }
        withDispatchQueue { reduceAndNotify(action) }
    }

    /// Reduces, stores, notifies.
    ///
    /// The store copies the whole state once per action: the reducer reads the current state
    /// where the store keeps it (a reducer cannot reach the store's middleware chain, so
    /// nothing replaces that state while it reads it), the old state is moved out (already the
    /// `State?` every subscription receives), and the new one is copied in, since the
    /// notification round reads its own copy.
    @inlinable
    func reduceAndNotify(_ action: any Action) {
        let (oldState, newState) = storage.withUnsafeMutablePointerToElements { slot in
            let newState = reducer(action, slot.pointee)
            let oldState = slot.move()
            slot.initialize(to: newState)
            return (oldState, newState)
        }
        if let tracer = StoreTracing.tracer { tracer.didReduce(action, from: oldState!, to: newState) }
        notifySubscribers(oldState: oldState, newState: newState)
    }

    /// Notifies a snapshot of the subscriptions, in order, skipping any that
    /// were unsubscribed meanwhile; prunes dead subscribers afterwards.
    @inlinable
    func notifySubscribers(oldState: State?, newState: State) {
        let snapshot = subscriptions
        var foundDead = false
        isNotifying = true
        for box in snapshot where box.isActive {
            guard let subscriber = box.subscriber else {
                box.isActive = false
                foundDead = true
                continue
            }
            box.send(subscriber, oldState, newState)
        }
        isNotifying = false
        if foundDead { pruneInactiveSubscriptions() }
    }

    /// Runs queued actions in FIFO order until none remain: a dispatched one through the
    /// middleware, one a held `next` passed straight to the reducer.
    @inlinable
    func drainPendingActions() {
        var index = 0
        while index < pendingActions.count {
            let pending = pendingActions[index]
            index += 1
            switch pending {
            case .dispatch(let action): process(action)
            case .reduce(let action): reduceAndNotify(action)
            }
        }
        pendingActions.removeAll(keepingCapacity: true)
    }

    /// Runs `body` as part of a dispatch, so that actions it dispatches are
    /// queued, then drains the queue if this call started the dispatch.
    @inlinable
    func withDispatchQueue(_ body: () -> Void) {
        if isDispatching {
            body()
            return
        }
        isDispatching = true
        body()
        if !pendingActions.isEmpty { drainPendingActions() }
        isDispatching = false
    }

    @usableFromInline
    func pruneInactiveSubscriptions() {
        subscriptions.removeAll { !$0.isActive || $0.subscriber == nil }
    }
}
