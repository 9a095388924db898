import Synchronization

/// Runs the effects of one store: sends `.send` actions to the store, starts `.run` work as
/// tasks and keeps them by cancellation id until they end.
///
/// Shared by ``Store`` and the test support's `TestStore`, so a test runs effects exactly as
/// the app does.
///
/// - Note: Main-actor isolated. `.run` work is a main-actor `Task`, as in TCA: it starts after
///   the `send` that returned it has run (no effect's work runs inside a `send`), so a reducer
///   must hand an effect what it needs (an id), never what may change before it starts (a row).
@MainActor
@usableFromInline
package final class EffectRunner<Action> {
    /// What the runner knows of one `.run` task whose work has not returned.
    private struct Entry {
        /// The ids ``cancel(id:)`` reaches it by.
        var cancelIDs: [AnyHashable]
        /// The tasks of the action that started it (the list it joined).
        let list: EffectTasks
        /// Whether its work has begun running (set by the task itself).
        var hasStarted = false
        /// Whether it was cancelled; it stays in flight until its work returns, as in TCA.
        var isCancelled = false
        /// Whether ``inFlightCount`` counts it: `false` once ``stopTracking()`` let it go.
        var isTracked = true
    }

    /// The work still running (cancelled or not), by work id.
    private var entries: [Int: Entry] = [:]
    /// The tasks of the work still running, by work id; behind a lock only so that the
    /// (nonisolated) deinitializer can cancel them.
    private let tasks = Mutex<[Int: Task<Void, Never>]>([:])
    private var nextID = 0
    private var trackedCount = 0
    private var unstartedCount = 0

    /// The dependencies every effect runs with: bound by the caller of ``run(_:tasks:send:)``.
    @usableFromInline package let dependencies: DependencyValues

    /// Creates a runner whose effects read `dependencies`.
    @usableFromInline
    package init(dependencies: DependencyValues) {
        self.dependencies = dependencies
    }

    /// The number of `.run` tasks whose work has not returned, cancelled ones included (a
    /// cancelled task is in flight until its operation returns, as in TCA's test store), less
    /// those ``stopTracking()`` let go.
    /// - Complexity: O(1).
    package var inFlightCount: Int { trackedCount }

    /// Whether the work of some `.run` task has not returned, tracked or not.
    /// - Complexity: O(1).
    package var hasWorkRunning: Bool { !entries.isEmpty }

    /// Whether some `.run` task has been created and has not begun its work yet.
    /// - Complexity: O(1).
    package var hasUnstartedWork: Bool { unstartedCount > 0 }

    /// The task lists (one per sent action, see ``run(_:tasks:send:)``) of the tracked work in
    /// flight, one element per task, oldest first: what the test store reports at the `send`
    /// that started each.
    /// - Complexity: O(*n* log *n*) in the work in flight.
    package var inFlightLists: [EffectTasks] {
        entries.filter(\.value.isTracked).sorted { $0.key < $1.key }.map(\.value.list)
    }

    /// Called on the main actor each time a `.run` task's work has ended (run to its end, or
    /// returned after it was cancelled), once ``inFlightCount`` no longer counts it; `nil` by
    /// default. The test store refreshes what it would leave unasserted.
    package var workDidEnd: (@MainActor () -> Void)?

    /// Runs an effect's work in order.
    ///
    /// - Parameters:
    ///   - effect: The effect a reducer returned.
    ///   - tasks: The tasks of the action being sent: every `.run` task is appended to it
    ///     (made at the first).
    ///   - send: Receives every action the effect sends: `.send` ones at once (with `nil`),
    ///     `.run` ones as the work sends them (with `tasks`; dropped after it is cancelled).
    /// - Precondition: ``dependencies`` are ``DependencyValues/current`` (the store binds them
    ///   once around its whole drain, the test store around each action): the tasks it starts
    ///   inherit them, as task-local values.
    /// - Note: Inlinable, so that it runs as code for the store's action type (a `.send` of a
    ///   delegate action is on a user event's path); the work it starts is not.
    @inlinable
    package func run(
        _ effect: Effect<Action>, tasks: inout EffectTasks?,
        send: @escaping @MainActor (Action, EffectTasks?) -> Void
    ) {
        for item in effect.items {
            switch item {
            case .send(let action):
                send(action, nil)
            case .cancel(let id):
                cancel(id: id)
            case .run(let cancelIDs, let dismissal, let operation):
                let list = tasks ?? EffectTasks()
                tasks = list
                if let dismissal {
                    startPresented(operation, cancelIDs: cancelIDs, into: list, dismissal: dismissal) { send($0, list) }
                } else {
                    start(operation, cancelIDs: cancelIDs, into: list) { send($0, list) }
                }
            }
        }
    }

    @usableFromInline
    func start(
        _ operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void, cancelIDs: [AnyHashable],
        into list: EffectTasks, send: @escaping @MainActor (Action) -> Void
    ) {
        let id = nextID
        nextID &+= 1
        entries[id] = Entry(cancelIDs: cancelIDs, list: list)
        trackedCount += 1
        unstartedCount += 1
        let sender = Send(send: send)
        let task = Task { @MainActor [weak self] in
            self?.begin(id)
            await operation(sender)
            self?.finish(id)
            list.ended()
        }
        tasks.withLock { $0[id] = task }
        list.append(task)
    }

    /// ``start(_:cancelIDs:into:send:)`` for the work of a presented feature: its task inherits
    /// the feature's dismissal (a task-local bound around the task's creation), so
    /// `await dismiss()` in the work sends `dismissal()`, the parent's `.dismiss` for it.
    @usableFromInline
    func startPresented(
        _ operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void, cancelIDs: [AnyHashable],
        into list: EffectTasks, dismissal: @escaping @MainActor @Sendable () -> Action,
        send: @escaping @MainActor (Action) -> Void
    ) {
        let sender = Send(send: send)
        DismissEffect.$presentation.withValue(DismissEffect.Presentation { await sender(dismissal()) }) {
            start(operation, cancelIDs: cancelIDs, into: list, send: send)
        }
    }

    private func begin(_ id: Int) {
        guard entries[id]?.hasStarted == false else { return }
        entries[id]?.hasStarted = true
        unstartedCount -= 1
    }

    private func finish(_ id: Int) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        if !entry.hasStarted { unstartedCount -= 1 }
        if entry.isTracked { trackedCount -= 1 }
        _ = tasks.withLock { $0.removeValue(forKey: id) }
        workDidEnd?()
    }

    /// Cancels the running work of every effect marked with `id`. The work stays in flight
    /// until its operation returns.
    @usableFromInline
    package func cancel(id: AnyHashable) {
        for (key, entry) in entries where !entry.isCancelled && entry.cancelIDs.contains(id) {
            cancel(key)
        }
    }

    /// Cancels all running work; it stays in flight until its operations return.
    package func cancelAll() {
        for (key, entry) in entries where !entry.isCancelled { cancel(key) }
    }

    /// Stops counting the work in flight now (``inFlightCount``, ``inFlightLists``) without
    /// cancelling it: it runs on, and ``cancel(id:)`` still reaches it.
    ///
    /// - Note: What TCA's `TestStore.skipInFlightEffects` does to its set of in-flight effects.
    package func stopTracking() {
        for key in entries.keys where entries[key]?.isTracked == true {
            entries[key]?.isTracked = false
            trackedCount -= 1
        }
    }

    private func cancel(_ key: Int) {
        entries[key]?.isCancelled = true
        tasks.withLock { $0[key] }?.cancel()
    }

    /// The store is gone: its work still running is cancelled.
    deinit {
        for task in tasks.withLock({ $0.values }) { task.cancel() }
    }
}
