import Synchronization

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon
    /// subscription.
    ///
    /// Mirrors Combine's `Subscribers.Sink`. Usually created with
    /// ``Publisher/sink(receiveCompletion:receiveValue:)``.
    ///
    /// - Note: Thread-safe. `cancel()` (from any thread, or from inside its
    ///   own closures) stops delivery at once and releases both closures and
    ///   the upstream subscription; a `cancel()` before the subscription
    ///   arrived does nothing, as in Combine. Completion also releases them.
    ///   The closures run on the publishing thread, never under the sink's lock.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
        CustomReflectable
    {
        @usableFromInline let lock = Lock(SubscriberStatus.awaitingSubscription)
        /// Guarded by `lock`. Kept in its `ValueBody` wrapper, so `receive(_:)` copies it
        /// out of the lock with one retain.
        @usableFromInline @exclusivity(unchecked) var valueBody: ValueBody?
        /// Guarded by `lock`.
        @usableFromInline @exclusivity(unchecked) var completionBody: ((Subscribers.Completion<Failure>) -> Void)?
        /// Guarded by `lock`.
        @usableFromInline @exclusivity(unchecked) var subscription: (any Subscription)?

        /// Carries the value closure out of the lock at its stored abstraction
        /// (so no reabstraction thunk is allocated per value).
        ///
        /// `@unchecked Sendable` invariant: it only leaves the lock to be called on the
        /// thread that delivers, as Combine's `Sink` calls its closure.
        @usableFromInline
        struct ValueBody: @unchecked Sendable {
            @usableFromInline let call: (Input) -> Void
            @inlinable init(_ call: @escaping (Input) -> Void) { self.call = call }
        }

        /// Everything released on cancel or completion.
        @usableFromInline
        struct Released {
            @usableFromInline var completion: ((Subscribers.Completion<Failure>) -> Void)?
            @usableFromInline var value: ValueBody?
            @usableFromInline var subscription: (any Subscription)?
            @inlinable init(
                completion: ((Subscribers.Completion<Failure>) -> Void)?,
                value: ValueBody?, subscription: (any Subscription)?
            ) {
                self.completion = completion
                self.value = value
                self.subscription = subscription
            }
        }

        /// `"Sink"`, as Combine prints it.
        public var description: String { "Sink" }

        /// A mirror with no children, as Combine's: the closures are not state to show.
        public var customMirror: Mirror { Mirror(self, children: [:]) }

        /// Initializes a sink with the provided closures.
        ///
        /// - Parameters:
        ///   - receiveCompletion: The closure to execute on completion.
        ///   - receiveValue: The closure to execute on receipt of a value.
        @inlinable
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            valueBody = ValueBody(receiveValue)
            completionBody = receiveCompletion
        }

        /// Accepts the first subscription and requests `.unlimited`; cancels any other.
        ///
        /// - Parameter subscription: The upstream subscription.
        @inlinable
        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { status in
                guard status == .awaitingSubscription else { return false }
                status = .subscribed
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Calls `receiveValue` unless cancelled or completed.
        ///
        /// - Parameter value: The published value.
        /// - Returns: `.none`; the sink already asked for `.unlimited`.
        @inlinable
        public func receive(_ value: Input) -> Subscribers.Demand {
            let body = lock.withLock { _ in self.valueBody }
            // `withExtendedLifetime` lets the optimiser call through the copy it already
            // owns; a plain call retains the closure a second time (callgrind: 50 instructions).
            if let body { withExtendedLifetime(body) { body.call(value) } }
            return .none
        }

        /// Calls `receiveCompletion` once, then releases closures and subscription.
        ///
        /// - Parameter completion: The completion event.
        @inlinable
        public func receive(completion: Subscribers.Completion<Failure>) {
            let released = release()
            released.value.completion?(completion)
        }

        /// Cancels the subscription and releases both closures. Before the sink has a
        /// subscription, and after it ended, this does nothing (as in Combine).
        @inlinable
        public func cancel() {
            let subscribed = lock.withLock { $0 == .subscribed }
            guard subscribed else { return }
            let released = release()
            released.value.subscription?.cancel()
        }

        /// Moves to `.terminal` and hands back what must be released outside the lock.
        @inlinable
        func release() -> LockTransfer<Released> {
            lock.withLock { status in
                status = .terminal
                defer {
                    self.valueBody = nil
                    self.completionBody = nil
                    self.subscription = nil
                }
                return LockTransfer(
                    Released(
                        completion: self.completionBody, value: self.valueBody,
                        subscription: self.subscription))
            }
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    ///
    /// Mirrors Combine's `sink(receiveCompletion:receiveValue:)`. The returned
    /// ``AnyCancellable`` cancels the subscription when cancelled or deinitialized.
    ///
    /// ```swift
    /// let subject = PassthroughSubject<Int, MyError>()
    /// let c = subject.sink(receiveCompletion: { print($0) }, receiveValue: { print($0) })
    /// subject.send(1)
    /// subject.send(completion: .finished)
    /// // Prints: 1
    /// //         finished
    /// ```
    ///
    /// - Parameters:
    ///   - receiveCompletion: The closure to execute on completion.
    ///   - receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance, which you use when you end assignment
    ///   of the received value. Deallocation of the result tears down the subscription.
    /// - Note: Closures run synchronously on the thread that publishes.
    @inlinable
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: receiveCompletion,
            receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that
    /// never fails.
    ///
    /// Mirrors Combine's `sink(receiveValue:)`.
    ///
    /// ```swift
    /// let subject = CurrentValueSubject<Int, Never>(1)
    /// let c = subject.sink { print($0) }
    /// // Prints: 1
    /// ```
    ///
    /// - Parameter receiveValue: The closure to execute on receipt of a value.
    /// - Returns: A cancellable instance; deallocating it cancels the subscription.
    /// - Note: The closure runs synchronously on the thread that publishes.
    @inlinable
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
