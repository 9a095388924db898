import Foundation

/// The one reading of an answer of the `/summary` endpoint, shared by every ``SummaryService``
/// and by the test harness (Docs/Contract.md §4).
public enum SummaryResponse {
    /// The statuses that count as success: 200 through 299.
    public static let successStatusCodes = 200...299

    /// Turns an HTTP answer of the `/summary` endpoint into a summary, or into the failure the
    /// Summary screen shows.
    ///
    /// The rules are applied in this order, and the first that matches decides:
    ///
    /// 1. A status outside 200–299 throws ``SummaryError/serverError(statusCode:)``, whatever the
    ///    body says. A `503` whose body is `{"Message": "Caching in progress"}` is a server
    ///    error, not a message: the status is the server's own verdict on its answer.
    /// 2. A JSON object with a non-empty string `Message` and no `Countries` (absent or `null`)
    ///    throws ``SummaryError/serverMessage(_:)`` with that message, as the API's
    ///    "Caching in progress" answer does. A `Message` beside `Countries` (the API sent
    ///    `"Message": ""` with its data) is ignored, and an empty or blank `Message` is not a
    ///    message to show, so rule 3 decides.
    /// 3. A body that decodes as a ``Summary`` is returned; anything else throws
    ///    ``SummaryError/unexpectedResponse``.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code of the answer.
    ///   - body: The answer's body.
    /// - Returns: The decoded summary.
    /// - Throws: ``SummaryError/serverError(statusCode:)``,
    ///   ``SummaryError/serverMessage(_:)`` or ``SummaryError/unexpectedResponse``; never
    ///   ``SummaryError/unreachable``, which only a transport reports.
    /// - Note: A pure function: thread-safe, call it from any isolation.
    public static func interpret(statusCode: Int, body: Data) throws(SummaryError) -> Summary {
        guard successStatusCodes.contains(statusCode) else {
            throw .serverError(statusCode: statusCode)
        }
        let decoder = JSONDecoder()
        if let answer = try? decoder.decode(MessageAnswer.self, from: body),
            answer.countries == nil,
            let message = answer.message,
            !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            throw .serverMessage(message)
        }
        do {
            return try decoder.decode(Summary.self, from: body)
        } catch {
            throw .unexpectedResponse
        }
    }
}

/// The two fields that tell the API's message answer from a summary.
private struct MessageAnswer: Decodable {
    /// The API's `Message`, when it is a string.
    var message: String?
    /// Whatever the API sent as `Countries`; only its presence matters.
    var countries: Present?

    private enum CodingKeys: String, CodingKey {
        case message = "Message"
        case countries = "Countries"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        message = try? container.decodeIfPresent(String.self, forKey: .message)
        countries = try container.decodeIfPresent(Present.self, forKey: .countries)
    }

    /// Any JSON value other than `null`.
    struct Present: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
