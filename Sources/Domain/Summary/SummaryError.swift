/// Why the COVID-19 summary could not be loaded (Docs/Contract.md §4).
///
/// Every failure of a ``SummaryService`` is one of these four, and ``message`` is the text the
/// Summary screen's `toast` shows, so every architecture shows the same words.
public enum SummaryError: Error, Sendable, Hashable {
    /// The server could not be reached, or it did not answer in time.
    case unreachable
    /// The server answered with an HTTP status outside 200–299.
    case serverError(statusCode: Int)
    /// The server answered with a JSON object that has a `Message` and no `Countries`, such as
    /// the API's `{"Message": "Caching in progress"}`.
    case serverMessage(String)
    /// The server answered with something that is not a summary.
    case unexpectedResponse

    /// The message the Summary screen's `toast` shows.
    ///
    /// - `unreachable`: "Could not reach the server"
    /// - `serverError(statusCode:)`: "Server error (HTTP CODE)", such as
    ///   "Server error (HTTP 500)"
    /// - `serverMessage(_:)`: the server's message as it sent it
    /// - `unexpectedResponse`: "Unexpected response from the server"
    public var message: String {
        switch self {
        case .unreachable: "Could not reach the server"
        case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): message
        case .unexpectedResponse: "Unexpected response from the server"
        }
    }
}
