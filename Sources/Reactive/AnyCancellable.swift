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
/// It keeps the cancellable object and a function that cancels it, made where the
/// cancellable's type is known (so the cancel runs specialised), and that function
/// captures nothing: a subscriber (a class) costs no allocation besides this object.
/// A closure, or a cancellable that is not a class, is kept in a small box.
///
/// - Note: Not `Sendable`: own it from one isolation domain. `cancel()` is
///   idempotent; the wrapped cancellation runs at most once.
public final class AnyCancellable: Cancellable, Hashable {
    /// What to cancel; `nil` once cancelled.
    @usableFromInline
    @exclusivity(unchecked) var canceller: AnyObject?
    /// Cancels `canceller`, which is always of the type it was made for.
    @usableFromInline
    let cancelCanceller: (AnyObject) -> Void

    /// A closure or a non-class cancellable, as an object.
    @usableFromInline
    final class Box {
        @usableFromInline let cancel: () -> Void
        @inlinable init(_ cancel: @escaping () -> Void) { self.cancel = cancel }
    }

    /// Initializes the cancellable object with the given cancel-time closure.
    ///
    /// - Parameter cancel: A closure that `cancel()` (or deinit) invokes once.
    @inlinable
    public init(_ cancel: @escaping () -> Void) {
        canceller = Box(cancel)
        cancelCanceller = { unsafeDowncast($0, to: Box.self).cancel() }
    }

    /// Initializes the cancellable object with the given cancellable.
    ///
    /// The cancel call is captured in a closure built here, so when this
    /// initializer is specialised the later `cancel()` runs specialised code.
    ///
    /// - Parameter canceller: The cancellable to cancel on `cancel()` or deinit.
    @inlinable
    public init<C: Cancellable>(_ canceller: C) {
        self.canceller = Box { canceller.cancel() }
        cancelCanceller = { unsafeDowncast($0, to: Box.self).cancel() }
    }

    /// Initializes the cancellable object with the given cancellable object (the
    /// overload the compiler picks for a class, such as a subscriber).
    ///
    /// It keeps `canceller` itself and a cancelling function that captures nothing,
    /// so no closure context is allocated; when this initializer is specialised, the
    /// later `cancel()` runs specialised code.
    ///
    /// - Parameter canceller: The cancellable to cancel on `cancel()` or deinit.
    @inlinable
    public init<C: Cancellable & AnyObject>(_ canceller: C) {
        self.canceller = canceller
        cancelCanceller = { unsafeDowncast($0, to: C.self).cancel() }
    }

    deinit {
        if let canceller { cancelCanceller(canceller) }
    }

    /// Cancels the wrapped activity; later calls do nothing.
    @inlinable
    public func cancel() {
        guard let object = canceller else { return }
        canceller = nil
        cancelCanceller(object)
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
