import Foundation
import Testing

@testable import Domain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Docs/Contract.md §3: the real image loader. None of these tests touch the network; fetching over HTTP
/// is covered by the integration tests against a local server.
@Suite("URLSession image loader")
struct URLSessionImageLoaderTests {
    @Test("Keeps the injected session and timeout")
    func injection() {
        let session = URLSession(configuration: .ephemeral)
        let loader = URLSessionImageLoader(session: session, timeout: 2.5)
        #expect(loader.session === session)
        #expect(loader.timeout == 2.5)
        #expect(URLSessionImageLoader().timeout == 10)
    }

    @Test("Builds a GET request with the timeout", arguments: ["http", "https", "HTTPS"])
    func request(scheme: String) throws {
        let url = try #require(URL(string: "\(scheme)://photos.archkit.invalid/a.jpg"))
        let request = try URLSessionImageLoader.request(for: url, timeout: 3)
        #expect(request.url == url)
        #expect(request.httpMethod == "GET")
        #expect(request.timeoutInterval == 3)
    }

    @Test(
        "Fails with an error, without the network, for a URL that is not http(s)",
        arguments: [
            "file:///etc/hostname",
            "ftp://photos.archkit.invalid/a.jpg",
            "data:image/jpeg;base64,/9j/",
            "photos/a.jpg",
        ])
    func rejectsScheme(string: String) async throws {
        let url = try #require(URL(string: string))
        let loader = URLSessionImageLoader(session: URLSession(configuration: .ephemeral), timeout: 1)
        await #expect(throws: ImageLoadingError.unsupportedScheme(url.scheme)) {
            try await loader.loadImage(from: url)
        }
    }

    @Test("Accepts a 2xx status", arguments: [200, 204, 299])
    func acceptsSuccess(status: Int) throws {
        let response = try #require(Self.response(status: status))
        try URLSessionImageLoader.validate(response)
    }

    @Test("Throws badStatus for a status outside 200...299", arguments: [100, 199, 300, 304, 404, 500])
    func rejectsStatus(status: Int) throws {
        let response = try #require(Self.response(status: status))
        #expect(throws: ImageLoadingError.badStatus(status)) {
            try URLSessionImageLoader.validate(response)
        }
    }

    @Test("Throws notHTTPResponse for a response that is not HTTP")
    func rejectsNonHTTP() throws {
        let url = try #require(URL(string: "https://photos.archkit.invalid/a.jpg"))
        let response = URLResponse(url: url, mimeType: "image/jpeg", expectedContentLength: 3, textEncodingName: nil)
        #expect(throws: ImageLoadingError.notHTTPResponse) {
            try URLSessionImageLoader.validate(response)
        }
    }

    /// An HTTP response with the given status for a made-up URL.
    static func response(status: Int) -> HTTPURLResponse? {
        guard let url = URL(string: "https://photos.archkit.invalid/a.jpg") else { return nil }
        return HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)
    }
}
