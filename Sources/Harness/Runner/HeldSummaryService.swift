import Domain
import Tracing

/// A ``SummaryService`` the harness controls: every fetch waits, suspended, until the runner
/// answers it with a `respond` step (Docs/Contract.md, "Scenario files").
///
/// Fetches wait in a first-in, first-out queue: ``respond(with:)`` answers the oldest. The
/// Summary screen disables Load while a request is in flight, so a conforming app never has
/// two; an app that does is answered in the order it asked. A fetch whose task is cancelled
/// leaves the queue and throws ``SummaryError/unreachable``, as the protocol asks.
///
/// Nothing waits on a clock. The queue is main-actor state, and a fetch waits on a
/// continuation resumed on the main actor: the answer goes onto the main actor's queue at once,
/// behind nothing but main-actor work, so the runner's settling (which yields on the main
/// actor) sees the result deterministically, however busy the machine is. (A fetch that waited
/// off the main actor would come back through another thread, and a busy machine could delay
/// it past the settling.)
///
/// - Note: Main-actor isolated; ``fetchSummary()`` may be called from anywhere.
@MainActor
final class HeldSummaryService: SummaryService {
    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<Result<Summary, SummaryError>, Never>
    }

    private var nextID = 0
    private var waiting: [Waiter] = []
    /// Fetches cancelled before they joined the queue; they fail as soon as they try.
    private var cancelledEarly: Set<Int> = []

    /// The number of fetches waiting for an answer.
    var pendingCount: Int { waiting.count }

    /// The number of fetches answered whose answer has not yet reached the caller. The runner
    /// keeps settling while it is above zero.
    private(set) var answersOnTheirWay = 0

    /// Waits until ``respond(with:)`` or ``failAll(with:)`` answers this fetch.
    ///
    /// - Returns: The summary it was answered with.
    /// - Throws: The ``SummaryError`` it was answered with; ``SummaryError/unreachable`` when
    ///   the calling task is cancelled.
    nonisolated func fetchSummary() async throws(SummaryError) -> Summary {
        if Probe.isRecording { Probe.record(ProbeEvent(kind: .service, subject: "SummaryService", detail: "fetchSummary()")) }
        return try await waitForAnswer().get()
    }

    private func waitForAnswer() async -> Result<Summary, SummaryError> {
        let id = nextID
        nextID += 1
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Summary, SummaryError>, Never>) in
                if cancelledEarly.remove(id) != nil {
                    answersOnTheirWay += 1
                    continuation.resume(returning: .failure(.unreachable))
                } else {
                    waiting.append(Waiter(id: id, continuation: continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
        answersOnTheirWay -= 1
        return result
    }

    private func cancel(_ id: Int) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else {
            cancelledEarly.insert(id)
            return
        }
        answersOnTheirWay += 1
        waiting.remove(at: index).continuation.resume(returning: .failure(.unreachable))
    }

    /// Answers the oldest waiting fetch.
    ///
    /// - Parameter result: What the fetch returns or throws.
    /// - Returns: `false` when no fetch is waiting (nothing is answered).
    @discardableResult
    func respond(with result: Result<Summary, SummaryError>) -> Bool {
        guard !waiting.isEmpty else { return false }
        answersOnTheirWay += 1
        waiting.removeFirst().continuation.resume(returning: result)
        return true
    }

    /// Answers every waiting fetch with the same failure, oldest first.
    ///
    /// - Parameter error: The failure each fetch throws.
    /// - Returns: How many fetches were answered.
    @discardableResult
    func failAll(with error: SummaryError) -> Int {
        let answered = waiting
        waiting.removeAll()
        answersOnTheirWay += answered.count
        for waiter in answered { waiter.continuation.resume(returning: .failure(error)) }
        return answered.count
    }
}
