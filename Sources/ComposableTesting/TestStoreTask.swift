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
/// - Note: Mirrors TCA's `TestStoreTask` (`finish(timeout:)`, `cancel()`, `isCancelled`).
///   Waiting yields on the main actor until the work ends or a deadline on `ContinuousClock`
///   passes.
@MainActor
public struct TestStoreTask: Sendable {
    let tasks: EffectTasks?

    /// Waits for the work to end; fails the test if it is still running after `duration`
    /// (10 seconds when `nil`, where TCA waits 1 second; see `TestStore.timeout`).
    public func finish(
        timeout duration: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        guard let tasks else { return }
        let deadline = ContinuousClock.now.advanced(by: duration ?? defaultTimeout)
        while tasks.runningCount > 0, ContinuousClock.now < deadline {
            await Task.yield()
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
