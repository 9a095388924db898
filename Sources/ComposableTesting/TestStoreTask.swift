import ComposableEngine
import Testing

/// The work an action sent to a ``TestStore`` started: the tasks of its `.run` effects and of
/// the effects of the actions they sent back.
///
/// ```swift
/// let task = await store.send(.screenAppeared)
/// await task.cancel()
/// ```
///
/// - Note: Mirrors TCA's `TestStoreTask` (`finish()`, `cancel()`, `isCancelled`). Waiting yields
///   on the main actor at most ``TestStore/maximumYields`` times (no timeout, no clock).
@MainActor
public struct TestStoreTask: Sendable {
    let tasks: EffectTasks?

    /// Waits for the work to end; fails the test if it is still running after
    /// ``TestStore/maximumYields`` yields.
    public func finish(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        guard let tasks else { return }
        var yields = 0
        while tasks.runningCount > 0, yields < maximumYieldCount {
            await Task.yield()
            yields += 1
        }
        if tasks.runningCount > 0 {
            Issue.record(
                "Expected the task to finish, but it is still in flight.",
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Cancels the work and waits for its tasks to end.
    public func cancel() async {
        guard let tasks else { return }
        tasks.cancel()
        await tasks.finish()
    }

    /// Whether the work was cancelled; `true` when the action started no work, as in TCA.
    public var isCancelled: Bool {
        tasks?.isCancelled ?? true
    }
}
