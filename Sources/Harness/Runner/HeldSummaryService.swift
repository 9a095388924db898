import Domain
import Synchronization

/// A ``SummaryService`` the harness controls: every fetch waits, suspended, until the runner
/// answers it with a `respond` step (SPEC "Scenario files").
///
/// Fetches wait in a first-in, first-out queue: ``respond(with:)`` answers the oldest. The
/// Summary screen disables Load while a request is in flight, so a conforming app never has
/// two; an app that does is answered in the order it asked. A fetch whose task is cancelled
/// leaves the queue at once and throws ``SummaryError/unreachable``, as the protocol asks.
///
/// Nothing waits on a clock: a fetch suspends on a continuation and resumes when it is
/// answered, on its caller's actor (SE-0461), so the runner's settling sees the result
/// within a few main-actor turns.
///
/// - Note: Thread-safe. The queue lives in a `Mutex`; continuations are resumed after the
///   lock is released, never under it.
final class HeldSummaryService: SummaryService {
    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<Result<Summary, SummaryError>, Never>
    }

    private struct State {
        var nextID = 0
        var waiting: [Waiter] = []
        /// Fetches cancelled before they joined the queue; they fail as soon as they try.
        var cancelledEarly: Set<Int> = []
    }

    private let state = Mutex(State())

    /// The number of fetches waiting for an answer.
    var pendingCount: Int {
        state.withLock { $0.waiting.count }
    }

    /// Waits until ``respond(with:)`` or ``failAll(with:)`` answers this fetch.
    ///
    /// - Returns: The summary it was answered with.
    /// - Throws: The ``SummaryError`` it was answered with; ``SummaryError/unreachable`` when
    ///   the calling task is cancelled.
    func fetchSummary() async throws(SummaryError) -> Summary {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = state.withLock { state in
                    if state.cancelledEarly.remove(id) != nil { return true }
                    state.waiting.append(Waiter(id: id, continuation: continuation))
                    return false
                }
                if cancelled { continuation.resume(returning: .failure(.unreachable)) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiting.firstIndex(where: { $0.id == id }) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return state.waiting.remove(at: index)
            }
            waiter?.continuation.resume(returning: .failure(.unreachable))
        }
        return try result.get()
    }

    /// Answers the oldest waiting fetch.
    ///
    /// - Parameter result: What the fetch returns or throws.
    /// - Returns: `false` when no fetch is waiting (nothing is answered).
    @discardableResult
    func respond(with result: Result<Summary, SummaryError>) -> Bool {
        let waiter = state.withLock { state in
            state.waiting.isEmpty ? nil : state.waiting.removeFirst()
        }
        guard let waiter else { return false }
        waiter.continuation.resume(returning: result)
        return true
    }

    /// Answers every waiting fetch with the same failure, oldest first.
    ///
    /// - Parameter error: The failure each fetch throws.
    /// - Returns: How many fetches were answered.
    @discardableResult
    func failAll(with error: SummaryError) -> Int {
        let waiters = state.withLock { state in
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for waiter in waiters { waiter.continuation.resume(returning: .failure(error)) }
        return waiters.count
    }
}
