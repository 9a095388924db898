import Synchronization

/// Runs the effects of one store: sends `.send` actions to the store, starts `.run` work as
/// tasks and keeps them by cancellation id until they end.
///
/// Shared by ``Store`` and the test support's `TestStore`, so a test runs effects exactly as
/// the app does.
///
/// - Note: Main-actor isolated. `.run` work starts at once (`Task.immediate`, SE-0472): it runs
///   synchronously, inside the call to ``run(_:send:)``, until its first real suspension. Work
///   that never really suspends has ended before ``run(_:send:)`` returns.
@MainActor
@usableFromInline
package final class EffectRunner<Action> {
    /// The cancellation ids of the work still running, by work id.
    private var entries: [Int: [AnyHashable]] = [:]
    /// The tasks of the work still running, by work id; behind a lock only so that the
    /// (nonisolated) deinitializer can cancel them.
    private let tasks = Mutex<[Int: Task<Void, Never>]>([:])
    private var nextID = 0
    /// Work cancelled while it was still starting (before its task handle was known).
    private var cancelledWhileStarting: Set<Int> = []

    /// The dependencies every effect runs with: bound by the caller of ``run(_:send:)``.
    @usableFromInline package let dependencies: DependencyValues

    /// Creates a runner whose effects read `dependencies`.
    @usableFromInline
    package init(dependencies: DependencyValues) {
        self.dependencies = dependencies
    }

    /// The number of `.run` tasks started and not yet ended or cancelled.
    package var inFlightCount: Int { entries.count }

    /// Runs an effect's work in order.
    ///
    /// - Parameters:
    ///   - effect: The effect a reducer returned.
    ///   - send: Receives every action the effect sends: `.send` ones at once, `.run` ones as
    ///     the work sends them (dropped after it is cancelled).
    /// - Precondition: ``dependencies`` are ``DependencyValues/current`` (the store binds them
    ///   once around its whole drain, the test store around each action): the tasks it starts
    ///   inherit them, as task-local values.
    /// - Note: Inlinable, so that it runs as code for the store's action type (a `.send` of a
    ///   delegate action is on a user event's path); the work it starts is not.
    @inlinable
    package func run(_ effect: Effect<Action>, send: @escaping @MainActor (Action) -> Void) {
        for item in effect.items {
            switch item {
            case .send(let action):
                send(action)
            case .cancel(let id):
                cancel(id: id)
            case .run(let cancelIDs, let operation):
                start(operation, cancelIDs: cancelIDs, send: send)
            }
        }
    }

    @usableFromInline
    func start(
        _ operation: @escaping @MainActor @Sendable (Send<Action>) async -> Void, cancelIDs: [AnyHashable],
        send: @escaping @MainActor (Action) -> Void
    ) {
        let id = nextID
        nextID &+= 1
        entries[id] = cancelIDs
        let sender = Send(send: send)
        let task = Self.startTask { [weak self] in
            await operation(sender)
            self?.finish(id)
        }
        if entries[id] != nil {
            tasks.withLock { $0[id] = task }
        } else if cancelledWhileStarting.remove(id) != nil {
            task.cancel()
        }
    }

    /// Starts a main-actor task that runs at once until it first suspends.
    private static func startTask(_ body: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *) {
                return Task.immediate { @MainActor in await body() }
            }
        #endif
        return Task { @MainActor in await body() }
    }

    private func finish(_ id: Int) {
        entries[id] = nil
        _ = tasks.withLock { $0.removeValue(forKey: id) }
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
        if let task = tasks.withLock({ $0.removeValue(forKey: key) }) {
            task.cancel()
        } else {
            cancelledWhileStarting.insert(key)
        }
    }

    /// The store is gone: its work still running is cancelled.
    deinit {
        for task in tasks.withLock({ $0.values }) { task.cancel() }
    }
}
