import Foundation
import Tracing

/// Serves the real `/summary` response bundled with the Domain module
/// (`Resources/covid-summary-real.json`, 186 countries, dated 2020-06-01), read through
/// ``SummaryResponse/interpret(statusCode:body:)`` as a `200` answer.
///
/// The covid19api.com API was shut down in 2023; this service lets the Summary screen show
/// real data with no network.
public struct BundledSummaryService: SummaryService {
    /// Creates a service that serves the bundled response.
    public init() {}

    /// Reads and decodes the bundled response.
    ///
    /// - Returns: The bundled summary, 186 countries in response order.
    /// - Throws: ``SummaryError/unexpectedResponse`` if the resource is missing or does not
    ///   decode (a packaging bug); never any other error.
    /// - Note: Runs on its caller's actor (SE-0461) and reads about 40 KB from disk there
    ///   without suspending.
    public func fetchSummary() async throws(SummaryError) -> Summary {
        traceCall(.service, "BundledSummaryService", "fetchSummary()")
        guard let body = Self.responseData() else { throw .unexpectedResponse }
        return try SummaryResponse.interpret(statusCode: 200, body: body)
    }

    /// The bytes of the bundled real response, or `nil` if the resource is missing.
    ///
    /// - Returns: The contents of `Resources/covid-summary-real.json` in `Bundle.module`.
    package static func responseData() -> Data? {
        guard
            let url = Bundle.module.url(
                forResource: "covid-summary-real", withExtension: "json", subdirectory: "Resources")
        else { return nil }
        return try? Data(contentsOf: url)
    }
}
