import Domain
import Foundation
import Synchronization

/// An image loader that holds every load in flight until the test answers it, so a test can see
/// a screen in its "loading" state, or pop it mid-load, without sleeping.
///
/// - Note: `Sendable`: its only state is behind a `Mutex`. The continuations are copied out under
///   the lock and resumed after it is released.
public final class PendingImageLoader: ImageLoading {
    private let waiting = Mutex<[CheckedContinuation<Data, any Error>]>([])

    /// Creates a loader with nothing in flight.
    public init() {}

    /// The number of loads in flight.
    public var pendingCount: Int { waiting.withLock { $0.count } }

    /// Suspends until the test answers with ``complete(with:)``.
    public func loadImage(from url: URL) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            waiting.withLock { $0.append(continuation) }
        }
    }

    /// Yields to the main actor until `count` loads are in flight, at most a bounded number of
    /// times.
    /// - Returns: Whether `count` loads are in flight.
    @MainActor
    public func waitForLoads(_ count: Int = 1) async -> Bool {
        for _ in 0..<1_000 where pendingCount < count { await Task.yield() }
        return pendingCount >= count
    }

    /// Answers every load in flight.
    /// - Parameter result: The bytes, or the error to throw.
    public func complete(with result: Result<Data, any Error>) {
        let answered = waiting.withLock { continuations in
            defer { continuations = [] }
            return continuations
        }
        for continuation in answered { continuation.resume(with: result) }
    }
}
