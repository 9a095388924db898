import Domain

extension SummaryError {
    /// The message Summary's `toast` shows for a failed request (Docs/Contract.md §4).
    ///
    /// The state keeps the error's kind (``SummaryState/error``); the Summary screen turns it
    /// into this text as it renders.
    var toastMessage: String {
        switch self {
        case .unreachable: "Could not reach the server"
        case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): message
        case .unexpectedResponse: "Unexpected response from the server"
        }
    }
}
