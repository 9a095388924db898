import Foundation
import Testing

@testable import Domain

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which ``SummaryError`` a transport failure is. The toast's texts for each kind are
/// presentation, asserted by each architecture's tests.
@Suite("SummaryError: the transport mapping")
struct SummaryErrorTests {
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
