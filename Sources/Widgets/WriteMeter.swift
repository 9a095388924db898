import Synchronization

/// The widget writes of one app: those made inside ``WriteCounter/measuring(_:operation:)``
/// with this meter, and in the tasks started there, which inherit it.
///
/// ``WriteCounter``'s totals are process-wide, so while tests run in parallel, an app's writes
/// and another app's land in the same count between two snapshots. A meter counts only what
/// its own app did: the harness's ``RunningApp`` keeps one, so the writes per step it reports
/// are the same alone and beside other runs.
///
/// - Note: Main-actor isolated, like the widgets. The meter travels as a task-local value
///   (as ``Probe``'s trace sessions do); an update pass run for a screen marked in a metered
///   task counts to that task's meter, whichever task runs the pass.
@MainActor
public final class WriteMeter {
    /// The writes counted so far.
    public private(set) var count = WriteCount(total: 0, unchanged: 0)

    /// Creates a meter at zero.
    public init() {}

    /// Adds `writes` writes, `unchanged` of which stored what was there.
    func add(writes: Int, unchanged: Int) {
        count = WriteCount(total: count.total &+ writes, unchanged: count.unchanged &+ unchanged)
    }
}

/// Where the meter of the current task lives (nonisolated, so any thread can read it).
enum WriteMeterScope {
    /// The meter writes made by the current task count to, if any. Read it through ``current``.
    @TaskLocal static var meter: WriteMeter?

    /// How many ``WriteCounter/measuring(_:operation:)`` scopes are open, in any task.
    private static let openMeters = Atomic(0)

    /// Whether any meter is open. While none is, no task has one, so ``current`` is `nil`
    /// without reading the task-local value.
    static var isAnyOpen: Bool { openMeters.load(ordering: .relaxed) > 0 }

    /// The current task's meter: one relaxed atomic load while no meter is open (the usual
    /// case: a write, a mark of ``UpdatePass``), a task-local lookup only while one is.
    static var current: WriteMeter? { isAnyOpen ? meter : nil }

    /// Counts a ``WriteCounter/measuring(_:operation:)`` scope in (`opened`) or out.
    static func count(opened: Bool) {
        openMeters.add(opened ? 1 : -1, ordering: .relaxed)
    }
}
