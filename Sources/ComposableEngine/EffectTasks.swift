import Synchronization

/// The tasks of the `.run` effects one sent action started, with those of the actions they sent
/// back, and so on: what a ``StoreTask`` awaits and cancels.
///
/// Appended to on the main actor (by ``EffectRunner``); read and cancelled from any task, so
/// the list is behind a lock.
///
/// - Note: Mirrors the list of tasks TCA's root store gathers in `send(_:originatingFrom:)`.
@usableFromInline
package final class EffectTasks: Sendable {
    private struct Contents {
        var tasks: [Task<Void, Never>] = []
        var running = 0
        var isCancelled = false
    }

    private let contents = Mutex(Contents())

    @usableFromInline
    package init() {}

    /// Adds the task of an effect that started.
    /// - Complexity: Amortized O(1).
    package func append(_ task: Task<Void, Never>) {
        let cancel = contents.withLock {
            $0.tasks.append(task)
            $0.running += 1
            return $0.isCancelled
        }
        if cancel { task.cancel() }
    }

    /// Tells the list one of its tasks' work ended.
    package func ended() {
        contents.withLock { $0.running -= 1 }
    }

    /// How many of the tasks have not ended.
    package var runningCount: Int { contents.withLock { $0.running } }

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool { contents.withLock { $0.isCancelled } }

    /// The task at `index`, or `nil` past the end (the list may still grow).
    func task(at index: Int) -> Task<Void, Never>? {
        contents.withLock { $0.tasks.indices.contains(index) ? $0.tasks[index] : nil }
    }

    /// Cancels every task, and every task appended from now on.
    package func cancel() {
        let tasks = contents.withLock {
            $0.isCancelled = true
            return $0.tasks
        }
        for task in tasks { task.cancel() }
    }

    /// Waits for every task, including those appended while it waits; cancelling the waiting
    /// task cancels them all.
    package func finish() async {
        await withTaskCancellationHandler {
            var index = 0
            while let task = task(at: index) {
                await task.value
                index += 1
            }
        } onCancel: {
            cancel()
        }
    }
}

/// The work an action sent to a ``Store`` started: the tasks of its `.run` effects and of the
/// effects of every action they send back.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
///
/// - Note: Mirrors TCA's `StoreTask` (`finish()`, `cancel()`, `isCancelled`). It is a value:
///   copies name the same work.
public struct StoreTask: Sendable {
    @usableFromInline let tasks: EffectTasks?

    @usableFromInline
    init(tasks: EffectTasks?) {
        self.tasks = tasks
    }

    /// Cancels the work: every effect task still running is cancelled (and drops what it sends
    /// from then on).
    public func cancel() {
        tasks?.cancel()
    }

    /// Waits until the work has ended, including the work of actions it sent back. Cancelling
    /// the task that waits cancels the work.
    public func finish() async {
        await tasks?.finish()
    }

    /// Whether the work was cancelled; `true` when the action started no work, as in TCA.
    public var isCancelled: Bool {
        tasks?.isCancelled ?? true
    }
}
