import Domain
import Synchronization

/// A ``SummaryService`` a test answers by hand: every fetch waits until the test calls
/// ``respond(with:)`` (RxTest's virtual time, without a clock).
///
/// Fetches wait first in, first out. A test taps Load, waits for the fetch to arrive with
/// ``nextRequest()``, answers it, then awaits the owner's task; nothing sleeps.
///
///     service.respond(with: .success(.sample()))
///
/// - Note: Thread-safe: the queue lives in a `Mutex`, and continuations are resumed after the
///   lock is released.
public final class ControlledSummaryService: SummaryService {
    private typealias Answer = CheckedContinuation<Result<Summary, SummaryError>, Never>

    private struct State {
        var fetchCount = 0
        var waiting: [Answer] = []
        var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Creates a service with no fetch waiting.
    public init() {}

    /// How many fetches have started.
    public var fetchCount: Int { state.withLock { $0.fetchCount } }

    /// How many fetches wait for an answer.
    public var pendingCount: Int { state.withLock { $0.waiting.count } }

    /// Waits for ``respond(with:)``.
    public func fetchSummary() async throws(SummaryError) -> Summary {
        let result = await withCheckedContinuation { (answer: Answer) in
            let arrivalWaiters = state.withLock { state in
                state.fetchCount += 1
                state.waiting.append(answer)
                defer { state.arrivalWaiters.removeAll() }
                return state.arrivalWaiters
            }
            for waiter in arrivalWaiters { waiter.resume() }
        }
        return try result.get()
    }

    /// Returns once a fetch is waiting (at once if one already is).
    public func nextRequest() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let arrived = state.withLock { state in
                if !state.waiting.isEmpty { return true }
                state.arrivalWaiters.append(waiter)
                return false
            }
            if arrived { waiter.resume() }
        }
    }

    /// Answers the oldest waiting fetch.
    /// - Parameter result: What that fetch returns or throws.
    /// - Returns: `false` when no fetch was waiting.
    @discardableResult
    public func respond(with result: Result<Summary, SummaryError>) -> Bool {
        let answer = state.withLock { state in
            state.waiting.isEmpty ? nil : state.waiting.removeFirst()
        }
        answer?.resume(returning: result)
        return answer != nil
    }
}
