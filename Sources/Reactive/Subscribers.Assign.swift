import Synchronization

extension Subscribers {
    /// A simple subscriber that assigns received elements to a property
    /// indicated by a key path.
    ///
    /// Mirrors Combine's `Subscribers.Assign`: it holds `object` strongly
    /// until cancelled or completed, and requests `.unlimited`.
    ///
    /// - Note: Thread-safe; the assignment happens on the publishing thread
    ///   without any lock held. `cancel()` releases `object` at once. As in
    ///   Combine, a value, a completion or a `cancel()` that comes before the
    ///   subscription is ignored.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
        CustomReflectable
    {
        /// The kind of errors this subscriber might receive.
        public typealias Failure = Never

        @usableFromInline let lock = Lock(SubscriberStatus.awaitingSubscription)
        /// Guarded by `lock`; `nil` once cancelled or completed.
        @usableFromInline @exclusivity(unchecked) var target: Root?
        /// Guarded by `lock`.
        @usableFromInline @exclusivity(unchecked) var subscription: (any Subscription)?

        /// The key path that indicates the property to assign.
        ///
        /// Kept only inside ``access`` (see ``access(through:)``); reading it asks that
        /// closure for it.
        public var keyPath: ReferenceWritableKeyPath<Root, Input> {
            access(.keyPath).unsafelyUnwrapped
        }

        /// What ``access`` is asked to do.
        @usableFromInline
        enum KeyPathAccess {
            /// `root[keyPath: keyPath] = value`; returns `nil`.
            case write(Root, Input)
            /// Returns the key path.
            case keyPath
        }

        /// Writes through the key path, or hands it back: one closure made where the key
        /// path is known, which captures the key path and nothing else (see `init`).
        @usableFromInline let access: (KeyPathAccess) -> ReferenceWritableKeyPath<Root, Input>?

        /// The object that contains the property to assign, or `nil` once
        /// cancelled or completed.
        @inlinable
        public var object: Root? {
            lock.withLock { _ in LockTransfer(self.target) }.value
        }

        /// `"Assign Root."` with the root's type name, as Combine prints it.
        public var description: String { "Assign \(Root.self)." }

        /// The object, the key path and the lifecycle status.
        public var customMirror: Mirror {
            let (object, status) = lock.withLock { status in LockTransfer((self.target, status)) }.value
            let children: KeyValuePairs<String, Any> = [
                "object": object as Any, "keyPath": keyPath, "status": status,
            ]
            return Mirror(self, children: children)
        }

        /// Creates a subscriber to assign the value of a property indicated by
        /// a key path.
        ///
        /// Each value is written as `object[keyPath: keyPath] = value`, by the closure
        /// ``access(through:)`` makes.
        ///
        /// - Parameters:
        ///   - object: The object that contains the property (held strongly).
        ///   - keyPath: The key path of the property to assign.
        @inlinable @inline(__always)
        public convenience init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.init(object: object, access: Self.access(through: keyPath))
        }

        /// Creates a subscriber that writes with `access`, made by ``access(through:)``.
        @inlinable
        init(object: Root, access: @escaping (KeyPathAccess) -> ReferenceWritableKeyPath<Root, Input>?) {
            self.access = access
            self.target = object
        }

        /// The closure that writes through `keyPath` and hands it back; it captures the key
        /// path and nothing else.
        ///
        /// Inlined where the key path is a literal (as ``Publisher/assign(to:on:)`` is at its
        /// call sites), and the closure the key path's only user, the optimiser specialises
        /// the closure for the literal and turns the write into the property's own
        /// accessors, exclusivity check included, instead of the standard library's generic
        /// key path write (which allocates and frees a holder object and looks up its
        /// generic metadata per write). It does so only for a literal with one use, so the
        /// subscriber keeps no copy of the key path beside the closure: ``keyPath`` asks the
        /// closure for it. Anywhere else the closure does the standard library's write.
        @inlinable @inline(__always)
        static func access(
            through keyPath: ReferenceWritableKeyPath<Root, Input>
        ) -> (KeyPathAccess) -> ReferenceWritableKeyPath<Root, Input>? {
            { access in
                switch access {
                case .write(let root, let value):
                    root[keyPath: keyPath] = value
                    return nil
                case .keyPath:
                    return keyPath
                }
            }
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

        /// Assigns `value` to `object[keyPath:]` unless cancelled.
        ///
        /// - Parameter value: The published value.
        /// - Returns: `.none`; the subscriber already asked for `.unlimited`.
        @inlinable
        public func receive(_ value: Input) -> Subscribers.Demand {
            let target = lock.withLock { status in LockTransfer(status == .subscribed ? self.target : nil) }
            if let object = target.value {
                _ = access(.write(object, value))
            }
            return .none
        }

        /// Releases `object` and the subscription.
        ///
        /// - Parameter completion: The completion event (always `.finished`).
        @inlinable
        public func receive(completion: Subscribers.Completion<Never>) {
            let subscribed = lock.withLock { $0 == .subscribed }
            guard subscribed else { return }
            _ = release()
        }

        /// Cancels the subscription and releases `object`; does nothing before the
        /// subscription arrived or after the end.
        @inlinable
        public func cancel() {
            let subscribed = lock.withLock { $0 == .subscribed }
            guard subscribed else { return }
            release().value.subscription?.cancel()
        }

        /// Moves to `.terminal`; returns what must be released outside the lock.
        @inlinable
        func release() -> LockTransfer<(target: Root?, subscription: (any Subscription)?)> {
            lock.withLock { status in
                status = .terminal
                defer {
                    self.target = nil
                    self.subscription = nil
                }
                return LockTransfer((self.target, self.subscription))
            }
        }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    ///
    /// Mirrors Combine's `assign(to:on:)`; like Combine, the object is held
    /// strongly until the returned cancellable is cancelled or deallocated,
    /// or the publisher completes.
    ///
    /// ```swift
    /// final class Model { var count = 0 }
    /// let model = Model()
    /// let subject = PassthroughSubject<Int, Never>()
    /// let c = subject.assign(to: \.count, on: model)
    /// subject.send(3)
    /// print(model.count)
    /// // Prints: 3
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: A key path that indicates the property to assign.
    ///   - object: The object that contains the property.
    /// - Returns: An ``AnyCancellable`` instance; deallocating it cancels.
    /// - Note: The assignment runs on the publishing thread. `keyPath` is consumed so that
    ///   its only use is the subscriber's write closure, which the optimiser can then
    ///   specialise for a key path literal (see `Subscribers.Assign`); always inlined.
    @inlinable @inline(__always)
    public func assign<Root>(to keyPath: consuming ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, access: Subscribers.Assign.access(through: consume keyPath))
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }
}
