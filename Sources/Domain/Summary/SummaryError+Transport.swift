import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension SummaryError {
    /// The failure to show when a request failed before an HTTP answer arrived.
    ///
    /// A `URLError` that says the answer arrived but was not HTTP (`badServerResponse`,
    /// `cannotParseResponse`, `cannotDecodeRawData`, `cannotDecodeContentData`) is
    /// ``unexpectedResponse``. Every other error is ``unreachable``: no connection, no route, DNS,
    /// TLS, `timedOut`, and cancellation (`URLError.cancelled` or `CancellationError`), which
    /// the protocol maps to ``unreachable`` because typed throws leave no room for
    /// `CancellationError`.
    ///
    /// - Parameter error: The error `URLSession` threw.
    init(transportError error: any Error) {
        guard let urlError = error as? URLError else {
            self = .unreachable
            return
        }
        switch urlError.code {
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            self = .unexpectedResponse
        default:
            self = .unreachable
        }
    }
}
