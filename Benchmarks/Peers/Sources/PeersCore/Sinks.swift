/// Where the measured closures put their results, so that nothing is optimised away: the
/// primitives suite's accumulator, without its actor, so that RxSwift's and ReSwift's
/// non-isolated closures and subscribers may call it too (everything runs on the main thread).
public final class Accumulator {
    /// The sum of the values added.
    public private(set) var total = 0
    /// The values added: what ``EngineCases/deliveryFailures(of:sum:model:)`` checks.
    public private(set) var calls = 0

    /// Creates an empty accumulator.
    public init() {}

    /// Adds a value and counts the call.
    public func add(_ value: Int) {
        total &+= value
        calls &+= 1
    }

    /// A closure stored behind an opaque function, so that the call cannot be inlined: the
    /// floor every primitive is compared with.
    @inline(never)
    public static func opaqueClosure(_ accumulator: Accumulator) -> (Int) -> Void {
        { accumulator.add($0) }
    }
}

/// The object `assign(to:on:)` (and RxSwift's `Binder`) writes to.
public final class Model {
    /// The value written.
    public var value = 0

    /// Creates a model holding 0.
    public init() {}
}

/// One event of a case: the operation measured, given the event's index in its batch.
public typealias Event = @MainActor (Int) -> Void

/// One engine set up for every case it has: the events, and what must stay alive while they
/// run (subscriptions, subscribers the store holds weakly).
@MainActor
public struct EngineCases {
    /// The column: "Reactive", "OpenCombine", …
    public var column: String
    /// The events, by case; a case the engine has no counterpart for is absent.
    public var events: [PrimitiveCase: Event]
    /// Kept until the run ends.
    public var keepAlive: [AnyObject]

    /// Creates an engine's cases.
    public init(column: String, events: [PrimitiveCase: Event], keepAlive: [AnyObject]) {
        self.column = column
        self.events = events
        self.keepAlive = keepAlive
    }
}

/// Holds a value type (a cancellable bag) as an object for ``EngineCases/keepAlive``.
public final class Box<Value> {
    /// The value held.
    public var value: Value
    /// Holds `value`.
    public init(_ value: Value) { self.value = value }
}

/// The state of the store cases, as in the primitives suite: a counter every action changes,
/// and a slice none does.
public struct CounterState: Equatable {
    /// What every action changes.
    public var counter = 0
    /// What no action changes.
    public var other = 0

    /// Creates the state with both at 0.
    public init() {}
}

extension EngineCases {
    /// The cases whose one event reached no subscriber, as "OpenCombine PassthroughSubject.send1
    /// reached no subscriber": a lost subscription would otherwise show as a fast column.
    ///
    /// Runs the event of every case that ``PrimitiveCase/delivers`` once in every engine (not
    /// measured), and looks for a call in `sum` or a new value in `model`.
    ///
    /// - Returns: One line per failing case, in the engines' and the cases' order; empty when
    ///   every event arrived.
    public static func deliveryFailures(of engines: [EngineCases], sum: Accumulator, model: Model) -> [String] {
        var failures: [String] = []
        for engine in engines {
            for primitive in PrimitiveCase.allCases where primitive.delivers {
                guard let event = engine.events[primitive] else { continue }
                let before = (sum.calls, model.value)
                event(before.1 &+ 1)
                if sum.calls == before.0 && model.value == before.1 {
                    failures.append("\(engine.column) \(primitive.rawValue) reached no subscriber")
                }
            }
        }
        return failures
    }
}
