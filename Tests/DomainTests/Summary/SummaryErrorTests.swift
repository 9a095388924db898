import Foundation
import Testing

@testable import Domain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("SummaryError messages and transport mapping")
struct SummaryErrorTests {
    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 500), "Server error (HTTP 500)"),
        (.serverError(statusCode: 404), "Server error (HTTP 404)"),
        (.serverError(statusCode: 10000), "Server error (HTTP 10000)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func messages(error: SummaryError, message: String) {
        #expect(error.message == message)
    }

    @Test(arguments: [
        URLError.Code.cannotConnectToHost, .timedOut, .notConnectedToInternet, .cannotFindHost,
        .networkConnectionLost, .dnsLookupFailed, .secureConnectionFailed, .cancelled,
    ])
    func networkFailuresAreUnreachable(code: URLError.Code) {
        #expect(SummaryError(transportError: URLError(code)) == .unreachable)
    }

    @Test(arguments: [
        URLError.Code.badServerResponse, .cannotParseResponse, .cannotDecodeRawData,
        .cannotDecodeContentData,
    ])
    func garbledAnswersAreUnexpected(code: URLError.Code) {
        #expect(SummaryError(transportError: URLError(code)) == .unexpectedResponse)
    }

    @Test func cancellationIsUnreachable() {
        #expect(SummaryError(transportError: CancellationError()) == .unreachable)
    }
}
