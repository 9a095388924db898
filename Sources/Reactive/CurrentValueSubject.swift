import Synchronization

/// A subject that wraps a single value and publishes a new element whenever
/// the value changes.
///
/// A new subscriber immediately receives the current value (as soon as it
/// has demand). Setting ``value`` sends the new value. Mirrors Combine's
/// `CurrentValueSubject`.
///
/// ```swift
/// let subject = CurrentValueSubject<Int, Never>(1)
/// let c = subject.sink { print($0) }
/// subject.value = 2
/// // Prints: 1
/// //         2
/// ```
///
/// - Note: Thread-safe. State is guarded by a `Mutex`; `send` stores the
///   value and copies the subscriber list under the lock, then delivers after
///   unlocking, on the calling thread. Re-entrant sends are delivered
///   synchronously (nested). A subscriber attached during a send gets the
///   current value (already the value in progress) once, by replay. After a
///   completion, `send` and the `value` setter do nothing, and a late
///   subscriber receives only the completion, not the value (as in Combine).
///   A subscriber without demand gets the latest value once demand arrives.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    @usableFromInline typealias Conduit = SubjectConduit<Output, Failure>

    /// `@unchecked Sendable` invariant: only accessed inside `state.withLock`.
    @usableFromInline
    struct State: @unchecked Sendable {
        @usableFromInline var value: Output
        @usableFromInline var conduits: ContiguousArray<Conduit> = []
        @usableFromInline var completion: Subscribers.Completion<Failure>?
        @inlinable init(value: Output) { self.value = value }
    }

    @usableFromInline let state: Mutex<State>

    /// The value wrapped by this subject; setting it sends the new value.
    ///
    /// - Note: After completion the setter has no effect.
    @inlinable
    public var value: Output {
        get { state.withLock { $0.value } }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    ///
    /// - Parameter value: The initial value to publish.
    public init(_ value: Output) {
        state = Mutex(State(value: value))
    }

    /// Attaches `subscriber` and replays the current value to it; if the
    /// subject already completed, the subscriber gets only the completion.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(keepsLatest: true, handler: makeHandler(for: subscriber))
        let completion: Subscribers.Completion<Failure>? = state.withLock { s in
            if let c = s.completion { return c }
            s.conduits.append(conduit)
            return nil
        }
        if let completion {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
        } else {
            subscriber.receive(subscription: conduit)
        }
    }

    /// Stores `input` as the current value and sends it to every subscriber.
    ///
    /// - Parameter input: The new value. Ignored after completion.
    @inlinable
    public func send(_ input: Output) {
        let (conduits, previous): (ContiguousArray<Conduit>, Output?) = state.withLock { s in
            guard s.completion == nil else { return ([], nil) }
            let previous = s.value
            s.value = input
            return (s.conduits, previous)
        }
        _ = previous  // the replaced value is released outside the lock
        for conduit in conduits { conduit.offer(input) }
    }

    /// Sends a completion to every subscriber and detaches them all.
    ///
    /// - Parameter completion: `.finished` or `.failure`. Only the first
    ///   completion has an effect.
    @inlinable
    public func send(completion: Subscribers.Completion<Failure>) {
        let conduits: ContiguousArray<Conduit> = state.withLock { s in
            guard s.completion == nil else { return [] }
            s.completion = completion
            defer { s.conduits = [] }
            return s.conduits
        }
        for conduit in conduits { conduit.finish(completion) }
    }

    /// Requests unlimited values from an upstream subscription.
    ///
    /// - Parameter subscription: The upstream subscription.
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}

extension CurrentValueSubject {
    /// Removes the conduit with identity `id` (called when it is cancelled).
    @inlinable
    func detach(_ id: ObjectIdentifier) {
        let removed: Conduit? = state.withLock { s in
            guard let i = s.conduits.firstIndex(where: { ObjectIdentifier($0) == id }) else { return nil }
            return s.conduits.remove(at: i)
        }
        _ = removed  // released outside the lock
    }

    /// Builds the conduit's handler; runs specialised for `S`.
    @inlinable
    func makeHandler<S: Subscriber>(for subscriber: S) -> Conduit.Handler
    where S.Input == Output, S.Failure == Failure {
        { event, payload in
            switch event {
            case .value:
                return subscriber.receive(payload.unsafelyUnwrapped.assumingMemoryBound(to: Output.self).pointee)
            case .completion:
                subscriber.receive(
                    completion: payload.unsafelyUnwrapped
                        .assumingMemoryBound(to: Subscribers.Completion<Failure>.self).pointee)
                return .none
            case .replay:
                return subscriber.receive(self.value)
            case .detach:
                self.detach(payload.unsafelyUnwrapped.assumingMemoryBound(to: ObjectIdentifier.self).pointee)
                return .none
            }
        }
    }
}

/// `@unchecked Sendable` invariant: all mutable state is inside `state` (a
/// `Mutex`) and no lock is held while subscribers run. As in Combine,
/// subscribers run on whichever thread sends.
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable {}
