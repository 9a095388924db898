extension Subscription {
    /// Returns a subscription that drops a new value when `isRepeat` says it
    /// repeats the previous one.
    ///
    /// - Parameter isRepeat: Returns `true` when `newState` should be treated as
    ///   unchanged from `oldState`, and so not delivered.
    /// - Returns: A subscription that skips repeated values.
    ///
    /// - Note: Mirrors ReSwift's `Subscription.skipRepeats(_:)`. The first value
    ///   (delivered on subscribe) is never skipped. As in ReSwift, it adds to the
    ///   store's automatic `Equatable` skip-repeats rather than replacing it: for
    ///   an `Equatable` selection the store appends `skipRepeats()` after it.
    @inlinable
    public func skipRepeats(
        _ isRepeat: @escaping @MainActor (_ oldState: State, _ newState: State) -> Bool
    ) -> Subscription<State> {
        let upstream = connect
        return Subscription { sink in
            upstream { target, oldState, newState in
                if let oldState, isRepeat(oldState, newState) { return }
                sink(target, oldState, newState)
            }
        }
    }

    /// Returns a subscription that drops a new value when `condition` is `true`.
    ///
    /// - Parameter condition: Returns `true` for a change that should not be
    ///   delivered.
    /// - Returns: A filtered subscription.
    ///
    /// - Note: Mirrors ReSwift's `Subscription.skip(when:)`, which is
    ///   ``skipRepeats(_:)`` under another name, as here. The first value
    ///   (delivered on subscribe) is never skipped.
    @inlinable
    public func skip(
        when condition: @escaping @MainActor (_ oldState: State, _ newState: State) -> Bool
    ) -> Subscription<State> {
        skipRepeats(condition)
    }

    /// Returns a subscription that delivers a new value only when `condition`
    /// is `true`.
    ///
    /// - Parameter condition: Returns `true` for a change that should be
    ///   delivered.
    /// - Returns: A filtered subscription.
    ///
    /// - Note: Mirrors ReSwift's `Subscription.only(when:)`. The first value
    ///   (delivered on subscribe) is always delivered.
    @inlinable
    public func only(
        when condition: @escaping @MainActor (_ oldState: State, _ newState: State) -> Bool
    ) -> Subscription<State> {
        skip { !condition($0, $1) }
    }
}

extension Subscription where State: Equatable {
    /// Returns a subscription that drops a new value equal to the previous one.
    ///
    /// - Returns: A subscription that skips values equal (`==`) to their
    ///   predecessor.
    ///
    /// - Note: Mirrors ReSwift's `Subscription.skipRepeats()`. Rarely needed:
    ///   stores skip repeats of `Equatable` selections automatically.
    @inlinable
    public func skipRepeats() -> Subscription<State> {
        skipRepeats { $0 == $1 }
    }
}
