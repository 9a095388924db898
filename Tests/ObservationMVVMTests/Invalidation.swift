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

/// Runs `start`, then returns once something `read` reads has changed: the way a test waits for
/// an answer its fake delivers (a completed image load, a responded fetch) to reach the view
/// model, without a handle on the view model's task and without sleeping.
@MainActor
func change(of read: () -> Void, after start: () -> Void) async {
    await withCheckedContinuation { (changed: CheckedContinuation<Void, Never>) in
        withObservationTracking(read) { changed.resume() }
        start()
    }
}
