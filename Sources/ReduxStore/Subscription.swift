/// A description of which state changes a subscriber receives, and in what form.
///
/// You don't create subscriptions yourself. ``Store/subscribe(_:transform:)``
/// hands your `transform` closure a subscription to the store's whole state;
/// chain `select(_:)`, ``skipRepeats(_:)``, ``skip(when:)`` and ``only(when:)``
/// on it and return the result.
///
/// ```swift
/// store.subscribe(subscriber) { subscription in
///     subscription.select(\.user.name).skipRepeats()
/// }
/// ```
///
/// At subscribe time the stages are composed into a single chain of closures
/// that the store calls with `(oldState, newState)` on every state change.
///
/// - Note: Mirrors ReSwift's `Subscription<State>` (Redux.js has no
///   equivalent; compare Reselect selectors). Unlike ReSwift, subscriptions and
///   the closures you pass to them are isolated to the main actor, like
///   ``Store``, and a subscription is a value (a `struct`), not an object:
///   it only describes the stages until the store composes them, so building
///   one allocates no object per stage. Selectors and predicates should be
///   pure: they run during the store's notification round.
@MainActor
public struct Subscription<State> {
    /// Installs a downstream sink, composing it into the pipeline's head.
    @usableFromInline
    let connect: (_ sink: @escaping SubscriptionSink<State>) -> Void

    @inlinable
    init(connect: @escaping (_ sink: @escaping SubscriptionSink<State>) -> Void) {
        self.connect = connect
    }

    /// Creates the root subscription of a pipeline, feeding `head`.
    @inlinable
    init(head: SubscriptionHead<State>) {
        self.init { sink in head.observer = sink }
    }

    /// Returns a subscription that delivers a value computed from each state.
    ///
    /// - Parameter selector: A pure function that maps a state to the part of it
    ///   the subscriber cares about.
    /// - Returns: A subscription to the selected values.
    ///
    /// - Note: Mirrors ReSwift's `Subscription.select(_:)`. As in ReSwift, the
    ///   selector is applied to both the old and the new state of each change,
    ///   so that later stages such as ``skipRepeats(_:)`` compare selected
    ///   values. When the selected type is `Equatable`, the store skips repeats
    ///   automatically (see ``Store/subscriptionsAutomaticallySkipRepeats``).
    @inlinable
    public func select<Substate>(
        _ selector: @escaping @MainActor (State) -> Substate
    ) -> Subscription<Substate> {
        let upstream = connect
        return Subscription<Substate> { sink in
            upstream { target, oldState, newState in
                // Not `oldState.map(selector)`: passing a main-actor closure to a
                // nonisolated function costs a dynamic isolation check.
                if let oldState {
                    sink(target, selector(oldState), selector(newState))
                } else {
                    sink(target, nil, selector(newState))
                }
            }
        }
    }

    /// Returns a subscription that delivers the value at a key path of each state.
    ///
    /// - Parameter keyPath: The key path of the part of the state the subscriber
    ///   cares about.
    /// - Returns: A subscription to the selected values.
    ///
    /// - Note: Mirrors ReSwift's `Subscription.select(_:)` key-path overload, and
    ///   behaves exactly like the closure form.
    @inlinable
    public func select<Substate>(
        _ keyPath: KeyPath<State, Substate>
    ) -> Subscription<Substate> {
        select { $0[keyPath: keyPath] }
    }
}

/// One stage of a subscription pipeline: receives the subscriber being notified (which the
/// store keeps alive for the call) and the `(oldState, newState)` of a change, `oldState` `nil`
/// for the value delivered on subscribing. Passing the subscriber along, rather than capturing
/// it in the last stage, lets the store call the composed pipeline directly.
@usableFromInline
typealias SubscriptionSink<State> =
    @MainActor (
        _ target: any AnyStoreSubscriber, _ oldState: State?, _ newState: State
    ) -> Void
