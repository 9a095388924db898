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
