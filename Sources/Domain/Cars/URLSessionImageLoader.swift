import Foundation
import Tracing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An image loader that fetches images over HTTP with Foundation's URL loading system.
///
/// It fetches `http` and `https` URLs only, gives up after a timeout, and treats any status
/// outside `200...299` as a failure.
///
/// Source: Docs/Contract.md §3 (image `photo`); seed 002 (`NSURLSession.sharedSession().rx_data(…)`).
///
/// - Note: `Sendable`: it holds only a `URLSession`, which is thread-safe, and a timeout.
///   ``loadImage(from:)`` starts on the caller's actor and suspends while the session works.
public struct URLSessionImageLoader: ImageLoading {
    /// The session that performs the requests.
    public let session: URLSession
    /// How long a request may wait for data before it fails, in seconds.
    public let timeout: TimeInterval

    /// Creates a loader.
    ///
    /// - Parameters:
    ///   - session: The session that performs the requests; `URLSession.shared` by default.
    ///     Tests inject one configured for a local server.
    ///   - timeout: How long a request may wait for data before it fails, in seconds;
    ///     10 by default.
    public init(session: URLSession = .shared, timeout: TimeInterval = 10) {
        self.session = session
        self.timeout = timeout
    }

    /// Fetches the bytes of the image at an `http` or `https` URL.
    ///
    /// - Parameter url: Where the image is.
    /// - Returns: The response body.
    /// - Throws: ``ImageLoadingError/unsupportedScheme(_:)`` for a URL that is not `http` or
    ///   `https`, without touching the network; ``ImageLoadingError/badStatus(_:)`` for a
    ///   status outside `200...299`; ``ImageLoadingError/notHTTPResponse`` when the response is
    ///   not HTTP; and the session's `URLError` when the request fails, times out or is
    ///   cancelled.
    /// - Note: Starts on the caller's actor; the session does its work elsewhere.
    public func loadImage(from url: URL) async throws -> Data {
        traceCall(.service, "URLSessionImageLoader", "loadImage(from: \(ProbeValue.describe(url.lastPathComponent)))")
        let request = try Self.request(for: url, timeout: timeout)
        let (data, response) = try await session.data(for: request)
        try Self.validate(response)
        return data
    }

    /// The request for an image: a GET with the given timeout.
    ///
    /// - Parameters:
    ///   - url: Where the image is.
    ///   - timeout: How long the request may wait for data, in seconds.
    /// - Returns: The request to perform.
    /// - Throws: ``ImageLoadingError/unsupportedScheme(_:)`` when `url` is not `http` or
    ///   `https`.
    static func request(for url: URL, timeout: TimeInterval) throws(ImageLoadingError) -> URLRequest {
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(url.scheme) }
        var request = URLRequest(url: url, cachePolicy: .useProtocolCachePolicy, timeoutInterval: timeout)
        request.httpMethod = "GET"
        return request
    }

    /// Checks that a response is an HTTP response with a status in `200...299`.
    ///
    /// - Parameter response: The response the session returned.
    /// - Throws: ``ImageLoadingError/notHTTPResponse`` or ``ImageLoadingError/badStatus(_:)``.
    static func validate(_ response: URLResponse) throws(ImageLoadingError) {
        guard let http = response as? HTTPURLResponse else { throw .notHTTPResponse }
        guard (200...299).contains(http.statusCode) else { throw .badStatus(http.statusCode) }
    }
}
