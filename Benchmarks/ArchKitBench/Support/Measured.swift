import BenchmarkKit
import Widgets

/// Times one event region and counts the widget writes made in it.
///
/// Setup happens before the call, verification and teardown after: only `body` is measured.
@MainActor
@inline(__always)
func measured(events: Int = 1, _ body: () -> Void) -> Sample {
    let writesBefore = WriteCounter.snapshot
    let start = Timestamp.now()
    body()
    let end = Timestamp.now()
    let writes = WriteCounter.snapshot - writesBefore
    return Sample(
        nanoseconds: start.nanoseconds(to: end), events: events, writes: writes.total,
        unchangedWrites: writes.unchanged)
}

/// Times one event region to a settled screen: `body`, then, while `settled` does not hold yet,
/// a yield to the back of the main actor's queue, so the work the event queued runs inside the
/// region (TCA's `.run` effects, which the store starts after `send` returns, as TCA's do). A
/// column whose event finishes in `body` pays one call of `settled`, which must be O(1) or
/// O(log *n*) (a widget's property, a repository's count); a column that queues work pays the
/// turns it waits, which real TCA pays too.
///
/// After 10,000 yields without `settled` holding, the region ends; the case's check then fails.
@MainActor
func measured(events: Int = 1, _ body: () async -> Void, until settled: () -> Bool) async -> Sample {
    let writesBefore = WriteCounter.snapshot
    let start = Timestamp.now()
    await body()
    await waitUntil(settled)
    let end = Timestamp.now()
    let writes = WriteCounter.snapshot - writesBefore
    return Sample(
        nanoseconds: start.nanoseconds(to: end), events: events, writes: writes.total,
        unchangedWrites: writes.unchanged)
}
