/// A type-erasing cancellable object that executes a provided closure when
/// canceled, and cancels automatically when deinitialized.
///
/// Mirrors Combine's `AnyCancellable`. Keep a reference to it for as long as
/// the subscription should stay alive, for example with ``store(in:)-(Set<AnyCancellable>)``.
///
/// ```swift
/// var bag = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &bag)
/// ```
///
/// - Note: Not `Sendable`: own it from one isolation domain. `cancel()` is
///   idempotent; the wrapped cancellation runs at most once.
public final class AnyCancellable: Cancellable, Hashable {
    @usableFromInline
    @exclusivity(unchecked) var cancelBody: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    ///
    /// - Parameter cancel: A closure that `cancel()` (or deinit) invokes once.
    @inlinable
    public init(_ cancel: @escaping () -> Void) {
        cancelBody = cancel
    }

    /// Initializes the cancellable object with the given cancellable.
    ///
    /// The cancel call is captured in a closure built here, so when this
    /// initializer is specialised the later `cancel()` runs specialised code.
    ///
    /// - Parameter canceller: The cancellable to cancel on `cancel()` or deinit.
    @inlinable
    public init<C: Cancellable>(_ canceller: C) {
        cancelBody = { canceller.cancel() }
    }

    deinit {
        cancelBody?()
    }

    /// Cancels the wrapped activity; later calls do nothing.
    @inlinable
    public func cancel() {
        guard let body = cancelBody else { return }
        cancelBody = nil
        body()
    }

    /// Stores this cancellable in the specified collection.
    ///
    /// - Parameter collection: The collection that keeps this object alive.
    @inlinable
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this cancellable in the specified set.
    ///
    /// - Parameter set: The set that keeps this object alive.
    @inlinable
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Two `AnyCancellable` values are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }
}
