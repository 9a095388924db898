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
/// - Note: Thread-safe, and serial like Combine's subjects: `send` delivers on
///   the calling thread while holding the subject's recursive lock, so one
///   subscriber gets one value at a time, in the order the subject took them,
///   and a send from another thread waits. Re-entrant sends are delivered
///   synchronously (nested); a subscriber attached during a send does not get
///   the value in progress. Nothing is delivered to a subscriber after its
///   `cancel()` returned, or after a completion; late subscribers receive only
///   the completion. A subscriber that blocks on another thread which sends to
///   the same subject deadlocks, as it would in Combine.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    @usableFromInline let core: SubjectCore<Output, Failure>

    /// Creates a passthrough subject.
    ///
    /// Inlinable, so that a client builds the state with its concrete types known (no
    /// generic metadata look-ups at run time).
    @inlinable
    public init() {
        core = SubjectCore(current: nil, keepsLatest: false)
        core.owner = self
    }

    /// Cancels the upstream subscriptions given to ``send(subscription:)``, as Combine does.
    deinit {
        core.cancelUpstreams()
    }

    /// Attaches `subscriber`; if the subject already completed, the subscriber
    /// gets an empty subscription and the completion immediately.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    /// Sends a value to every current subscriber that has demand, in subscription order.
    ///
    /// - Parameter input: The value to send. Ignored after completion.
    /// - Complexity: O(*n*) in the number of subscribers, plus what they do.
    @inlinable
    public func send(_ input: Output) {
        core.send(input)
    }

    /// Sends a completion to every subscriber and detaches them all.
    ///
    /// - Parameter completion: `.finished` or `.failure`. Only the first
    ///   completion has an effect.
    @inlinable
    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    /// Keeps an upstream subscription and requests `.unlimited` from it once any
    /// subscriber has demand (at once if one already has), as Combine does. The
    /// subject cancels it when freed.
    ///
    /// - Parameter subscription: The upstream subscription.
    public func send(subscription: any Subscription) {
        core.receive(upstream: subscription)
    }
}

/// `@unchecked Sendable` invariant: all mutable state is in `core`, guarded by its lock.
/// As in Combine, subscribers run on whichever thread sends.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
