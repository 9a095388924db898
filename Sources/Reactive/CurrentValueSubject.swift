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
/// - Note: Thread-safe, and serial like Combine's subjects: `send` stores the
///   value and delivers it on the calling thread while holding the subject's
///   recursive lock, so one subscriber gets one value at a time, in the order
///   the subject took them (the replay first), never ends on a value older
///   than the subject's, and gets nothing after its `cancel()` returned.
///   Re-entrant sends are delivered synchronously (nested). A subscriber attached during a send gets the
///   current value (already the value in progress) once, by replay. After a
///   completion, `send` and the `value` setter do nothing, and a late
///   subscriber receives only the completion, not the value (as in Combine).
///   A subscriber without demand gets the latest value once demand arrives.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    @usableFromInline let core: SubjectCore<Output, Failure>

    /// The value wrapped by this subject; setting it sends the new value.
    ///
    /// - Note: After completion the setter has no effect.
    @inlinable
    public var value: Output {
        get { core.value }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    ///
    /// Inlinable, so that a client builds the state with its concrete types known (no
    /// generic metadata look-ups at run time).
    ///
    /// - Parameter value: The initial value to publish.
    @inlinable
    public init(_ value: Output) {
        core = SubjectCore(current: value, keepsLatest: true)
        core.owner = self
    }

    /// Cancels the upstream subscriptions given to ``send(subscription:)``, as Combine does.
    deinit {
        core.cancelUpstreams()
    }

    /// Attaches `subscriber` and replays the current value to it; if the
    /// subject already completed, the subscriber gets only the completion.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    /// Stores `input` as the current value and sends it to every subscriber, in
    /// subscription order.
    ///
    /// - Parameter input: The new value. Ignored after completion.
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

    /// Keeps an upstream subscription and requests `.unlimited` from it at once, as
    /// Combine's `CurrentValueSubject` does (whether or not any subscriber has demand: the
    /// subject keeps the latest value for them). The subject cancels it when freed.
    ///
    /// - Parameter subscription: The upstream subscription.
    public func send(subscription: any Subscription) {
        core.receive(upstream: subscription)
    }
}

/// `@unchecked Sendable` invariant: all mutable state is in `core`, guarded by its lock.
/// As in Combine, subscribers run on whichever thread sends.
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable {}
