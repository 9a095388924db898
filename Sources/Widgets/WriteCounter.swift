import Tracing

/// Counts the writes made to widget properties: every write, and the writes that did not change
/// the value.
///
/// Each widget property setter (a label's `text`, a button's `isEnabled`, a table's cells, …)
/// reports here, so that tests and benchmarks can see how much view work an architecture does
/// for one user event. Reading is free; only writes count.
///
/// - Note: Main-actor isolated, like the widgets. The counts are process-wide; take a
///   ``snapshot`` before and after the work you want to measure and subtract.
@MainActor
public enum WriteCounter {
    /// Every write made to a widget property since the process started.
    public private(set) static var total = 0
    /// The writes that stored a value equal to the one already there.
    public private(set) static var unchanged = 0
    /// The writes made while their task had no ``WriteMeter``: every write but those counted
    /// to a meter (``measuring(_:operation:)``).
    ///
    /// An app's own meter plus this count is what can change the app's screen: the harness
    /// settles on it, so that another app at work under its own meter (tests in parallel)
    /// does not keep it from settling, while a write that reaches no meter still counts.
    package private(set) static var unmetered = 0

    /// The counts now, as a value you can subtract from a later one.
    public static var snapshot: WriteCount { WriteCount(total: total, unchanged: unchanged) }

    /// Runs `operation` with `meter` counting the writes it makes, and those of the tasks it
    /// starts (they inherit the meter), besides the process-wide totals.
    /// - Parameters:
    ///   - meter: The meter to count into.
    ///   - operation: The work to count.
    /// - Returns: What `operation` returns.
    ///
    /// While no scope is open, a write (and an update pass's mark) does not look for its task's
    /// meter: it costs one load more than an unmetered write would.
    public static func measuring<T>(_ meter: WriteMeter, operation: () async -> T) async -> T {
        WriteMeterScope.count(opened: true)
        defer { WriteMeterScope.count(opened: false) }
        return await WriteMeterScope.$meter.withValue(meter, operation: operation)
    }

    /// Runs `body` with `meter` counting its writes: the update pass's form of
    /// ``measuring(_:operation:)``, for a screen marked inside a scope that may have closed since
    /// (the pass runs the update with the marking task's meter, and counts it as an open scope
    /// so that the writes find that meter; with no meter, the writes stay unmetered).
    /// - Parameters:
    ///   - meter: The marking task's meter, or `nil` for none.
    ///   - body: The update to count.
    ///
    /// With no meter and no scope open anywhere, `body` runs as it is (no task-local binding).
    static func measuring(_ meter: WriteMeter?, body: () -> Void) {
        guard let meter else {
            // Unmetered whichever task runs the pass; nothing to hide while no scope is open.
            guard WriteMeterScope.isAnyOpen else { return body() }
            return WriteMeterScope.$meter.withValue(nil, operation: body)
        }
        WriteMeterScope.count(opened: true)
        defer { WriteMeterScope.count(opened: false) }
        WriteMeterScope.$meter.withValue(meter, operation: body)
    }

    /// Records one write of `new` over `old` to `property` of `owner`; while tracing records
    /// (``Probe/isRecording``), also reports it to the trace with both values.
    ///
    /// - Parameters:
    ///   - owner: The widget or screen written to.
    ///   - property: The property's name; evaluated only while tracing.
    @inlinable
    static func record<Value: Equatable>(
        _ old: Value, _ new: Value, on owner: AnyObject, _ property: @autoclosure () -> String = #function
    ) {
        let changed = old != new
        record(changed: changed)
        if Probe.isRecording { trace(owner, property(), "\(ProbeValue.describe(old)) → \(ProbeValue.describe(new))", changed) }
    }

    /// Records one write that did or did not change the stored value.
    @usableFromInline
    static func record(changed: Bool) {
        total &+= 1
        if !changed { unchanged &+= 1 }
        if let meter = WriteMeterScope.current {
            meter.add(writes: 1, unchanged: changed ? 0 : 1)
        } else {
            unmetered &+= 1
        }
    }

    /// Records `writes` writes at once, `unchanged` of which changed nothing, to a table's rows:
    /// each row of `fresh` written over the row of `old` at its index, plus one write for
    /// dropping rows when the table shrinks.
    static func record(writes: Int, unchanged same: Int, on table: TableView, old: [TableCell], fresh: [TableCell]) {
        record(writes: writes, unchanged: same)
        guard Probe.isRecording else { return }
        for row in fresh.indices {
            let before: TableCell? = old.indices.contains(row) ? old[row] : nil
            trace(
                table, "cells[\(row)]", "\(ProbeValue.describe(before as Any)) → \(ProbeValue.describe(fresh[row]))",
                before != fresh[row])
        }
        if fresh.count < old.count { trace(table, "cells.count", "\(old.count) → \(fresh.count)", true) }
    }

    /// Records `writes` writes at once, `unchanged` of which changed nothing, without tracing
    /// them: a table's batch of row updates reports its rows to the trace itself.
    static func record(writes: Int, unchanged same: Int) {
        total &+= writes
        unchanged &+= same
        if let meter = WriteMeterScope.current {
            meter.add(writes: writes, unchanged: same)
        } else {
            unmetered &+= writes
        }
    }

    /// Reports one write to the trace; only called while it records. Every write carries its
    /// old and new value (`values`, `old → new`), so the trace can show what it changed.
    @usableFromInline
    @inline(never)
    static func trace(_ owner: AnyObject, _ property: String, _ values: String, _ changed: Bool) {
        let subject =
            switch owner {
            case let widget as Widget: "\(type(of: widget)) \(widget.id)"
            case let screen as Screen: "\(type(of: screen))"
            default: "\(type(of: owner))"
            }
        Probe.record(ProbeEvent(kind: .write, subject: subject, detail: "\(property) \(values)", unchanged: !changed))
    }
}

/// A pair of write counts, as taken by ``WriteCounter/snapshot``.
public struct WriteCount: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// All writes.
    public var total: Int
    /// Writes that left the value as it was.
    public var unchanged: Int

    /// Creates a count.
    public init(total: Int, unchanged: Int) {
        self.total = total
        self.unchanged = unchanged
    }

    /// The writes made between two snapshots: `later - earlier`.
    public static func - (later: WriteCount, earlier: WriteCount) -> WriteCount {
        WriteCount(total: later.total - earlier.total, unchanged: later.unchanged - earlier.unchanged)
    }

    public var description: String { "\(total) writes (\(unchanged) unchanged)" }
}
