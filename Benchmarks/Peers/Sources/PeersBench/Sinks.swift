/// Where the measured closures put their results, so that nothing is optimised away: the
/// primitives suite's accumulator, without its actor, so that RxSwift's and ReSwift's
/// non-isolated closures and subscribers may call it too (everything runs on the main thread).
final class Accumulator {
    private(set) var total = 0
    /// The values added: what ``PeersSuite/deliveryFailures(of:sum:model:)`` checks.
    private(set) var calls = 0

    func add(_ value: Int) {
        total &+= value
        calls &+= 1
    }

    /// A closure stored behind an opaque function, so that the call cannot be inlined: the
    /// floor every primitive is compared with.
    @inline(never)
    static func opaqueClosure(_ accumulator: Accumulator) -> (Int) -> Void {
        { accumulator.add($0) }
    }
}

/// The object `assign(to:on:)` (and RxSwift's `Binder`) writes to.
final class Model {
    var value = 0
}

/// One event of a case: the operation measured, given the event's index in its batch.
typealias Event = @MainActor (Int) -> Void

/// One engine set up for every case it has: the events, and what must stay alive while they
/// run (subscriptions, subscribers the store holds weakly).
@MainActor
struct EngineCases {
    /// The column: "Reactive", "OpenCombine", …
    var column: String
    /// The events, by case; a case the engine has no counterpart for is absent.
    var events: [PrimitiveCase: Event]
    /// Kept until the run ends.
    var keepAlive: [AnyObject]
}

/// Holds a value type (a cancellable bag) as an object for ``EngineCases/keepAlive``.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// The state of the store cases, as in the primitives suite: a counter every action changes,
/// and a slice none does.
struct CounterState: Equatable {
    var counter = 0
    var other = 0
}
