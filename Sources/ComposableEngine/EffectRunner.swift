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
    /// The cancellation ids of the work still running, by work id.
    private var entries: [Int: [AnyHashable]] = [:]
    /// The tasks of the work still running, by work id; behind a lock only so that the
    /// (nonisolated) deinitializer can cancel them.
    private let tasks = Mutex<[Int: Task<Void, Never>]>([:])
    private var nextID = 0

    /// The dependencies every effect runs with: bound by the caller of ``run(_:tasks:send:)``.
    @usableFromInline package let dependencies: DependencyValues

    /// Creates a runner whose effects read `dependencies`.
    @usableFromInline
    package init(dependencies: DependencyValues) {
        self.dependencies = dependencies
    }

    /// The number of `.run` tasks started and not yet ended or cancelled.
    package var inFlightCount: Int { entries.count }

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
            case .run(let cancelIDs, let operation):
                let list = tasks ?? EffectTasks()
                tasks = list
                start(operation, cancelIDs: cancelIDs, into: list) { send($0, list) }
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
        entries[id] = cancelIDs
        let sender = Send(send: send)
        let task = Task { @MainActor [weak self] in
            await operation(sender)
            self?.finish(id)
            list.ended()
        }
        tasks.withLock { $0[id] = task }
        list.append(task)
    }

    private func finish(_ id: Int) {
        entries[id] = nil
        _ = tasks.withLock { $0.removeValue(forKey: id) }
        workDidEnd?()
    }

    /// Cancels the running work of every effect marked with `id`.
    @usableFromInline
    package func cancel(id: AnyHashable) {
        for (key, cancelIDs) in entries where cancelIDs.contains(id) {
            cancel(key)
        }
    }

    /// Cancels all running work.
    package func cancelAll() {
        for key in entries.keys { cancel(key) }
    }

    private func cancel(_ key: Int) {
        entries[key] = nil
        tasks.withLock { $0.removeValue(forKey: key) }?.cancel()
    }

    /// The store is gone: its work still running is cancelled.
    deinit {
        for task in tasks.withLock({ $0.values }) { task.cancel() }
    }
}
