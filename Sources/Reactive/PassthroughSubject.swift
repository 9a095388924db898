import Synchronization

/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike ``CurrentValueSubject``, it has no initial value and replays
/// nothing: a subscriber only sees values sent after it subscribed. Values
/// sent while a subscriber has no outstanding demand are dropped for that
/// subscriber. Mirrors Combine's `PassthroughSubject`.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// let c = subject.sink { print($0) }
/// subject.send(1)
/// // Prints: 1
/// ```
///
/// - Note: Thread-safe. State is guarded by a `Mutex`; `send` copies the
///   subscriber list under the lock and delivers after unlocking, on the
///   calling thread. Re-entrant sends are delivered synchronously (nested);
///   a subscriber attached during a send does not get the value in progress.
///   After a completion nothing more is delivered, and late subscribers
///   receive only the completion.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    @usableFromInline typealias Conduit = SubjectConduit<Output, Failure>

    /// `@unchecked Sendable` invariant: only accessed inside `state.withLock`.
    @usableFromInline
    struct State: @unchecked Sendable {
        @usableFromInline var conduits: ContiguousArray<Conduit> = []
        @usableFromInline var completion: Subscribers.Completion<Failure>?
        @inlinable init() {}
    }

    @usableFromInline let state = Mutex(State())

    /// Creates a passthrough subject.
    public init() {}

    /// Attaches `subscriber`; if the subject already completed, the subscriber
    /// gets an empty subscription and the completion immediately.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(keepsLatest: false, handler: makeHandler(for: subscriber))
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

    /// Sends a value to every current subscriber that has demand.
    ///
    /// - Parameter input: The value to send. Ignored after completion.
    @inlinable
    public func send(_ input: Output) {
        let conduits: ContiguousArray<Conduit> = state.withLock { s in
            s.completion == nil ? s.conduits : []
        }
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

extension PassthroughSubject {
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
                return .none
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
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
