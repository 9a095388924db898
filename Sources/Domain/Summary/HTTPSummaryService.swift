import Foundation
import Tracing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loads the summary from a covid19api.com-shaped server: `GET BASE/summary` with
/// Foundation's `URLSession` (Docs/Contract.md §4, seed 003's `APISession`).
///
/// The answer is read by ``SummaryResponse/interpret(statusCode:body:)``, so this service and
/// every other read answers the same way.
public struct HTTPSummaryService: SummaryService {
    /// The historical base URL of the covid19api.com API, `https://api.covid19api.com`.
    ///
    /// The API was shut down in 2023: this URL no longer answers, and nothing in the kit
    /// depends on it. Apps use ``BundledSummaryService``; tests point this service at a local
    /// server.
    public static let defaultBaseURL = URL(string: "https://api.covid19api.com")!

    /// The time a request may wait for the server by default: 10 seconds.
    public static let defaultTimeout: Duration = .seconds(10)

    /// The server's base URL; the service requests `summary` under it.
    public let baseURL: URL
    /// How long a request may wait for the server before it fails as
    /// ``SummaryError/unreachable``.
    public let timeout: Duration
    private let session: URLSession

    /// Creates a service that asks the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's base URL; ``defaultBaseURL`` by default (historical).
    ///   - timeout: How long a request may wait for the server; ``defaultTimeout`` by default.
    ///     It is `URLRequest.timeoutInterval`: the longest wait for the connection or for more
    ///     of the answer.
    ///   - session: The session that makes the requests; `URLSession.shared` by default.
    public init(
        baseURL: URL = HTTPSummaryService.defaultBaseURL,
        timeout: Duration = HTTPSummaryService.defaultTimeout,
        session: URLSession = .shared
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.session = session
    }

    /// The URL the service requests: `BASE/summary`.
    public var summaryURL: URL {
        baseURL.appendingPathComponent("summary")
    }

    /// Requests `BASE/summary` and reads the answer.
    ///
    /// - Returns: The summary, countries in response order.
    /// - Throws: ``SummaryError/unreachable`` when the server cannot be reached, the request
    ///   times out, or the task is cancelled (the request is cancelled with it); otherwise the
    ///   errors of ``SummaryResponse/interpret(statusCode:body:)``.
    /// - Note: Runs on its caller's actor (SE-0461); the wait for the server suspends, it does
    ///   not block. Safe to call concurrently.
    public func fetchSummary() async throws(SummaryError) -> Summary {
        traceCall(.service, "HTTPSummaryService", "fetchSummary()")
        var request = URLRequest(url: summaryURL)
        request.httpMethod = "GET"
        request.timeoutInterval = timeout.timeInterval
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.setValue("application/json", forHTTPHeaderField: "Accept")

        let body: Data
        let response: URLResponse
        do {
            (body, response) = try await session.data(for: request)
        } catch {
            throw SummaryError(transportError: error)
        }
        guard let response = response as? HTTPURLResponse else {
            throw .unexpectedResponse
        }
        return try SummaryResponse.interpret(statusCode: response.statusCode, body: body)
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    fileprivate var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
