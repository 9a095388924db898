/// Why the COVID-19 summary could not be loaded (Docs/Contract.md §4).
///
/// Every failure of a ``SummaryService`` is one of these four kinds. The text the Summary
/// screen's `toast` shows for each is presentation, written by each architecture to the words
/// Docs/Contract.md §4 fixes.
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
}
