import Observation
import Synchronization

/// Whether `change` invalidates what `read` reads, as Observation tells a view's
/// `updateProperties()`: `read` runs inside `withObservationTracking`, then `change`.
/// - Returns: Whether `onChange` fired.
@MainActor
func invalidates(_ read: () -> Void, when change: () -> Void) -> Bool {
    let fired = Mutex(false)
    withObservationTracking(read) { fired.withLock { $0 = true } }
    change()
    return fired.withLock { $0 }
}
