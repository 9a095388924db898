import Foundation

/// One answer of the COVID-19 summary endpoint: the world's counts, every country's counts,
/// and when the answer was made (Docs/Contract.md §4, seed 003's `CountryModel`).
///
/// It decodes the real `GET /summary` response of the covid19api.com API:
///
///     {"Global": {…}, "Countries": [{…}, …], "Date": "2020-06-01T02:19:37Z"}
///
/// Fields the kit does not use (`ID`, `Message`, `Premium`, …) are ignored. Use
/// ``SummaryResponse/interpret(statusCode:body:)`` rather than a bare `JSONDecoder` to turn an
/// HTTP answer into a summary or a ``SummaryError``.
public struct Summary: Sendable, Hashable, Decodable {
    /// The world's counts.
    public var global: Global
    /// Every country's counts, in response order (the order the Summary table shows).
    public var countries: [Country]
    /// When the server made the summary.
    public var date: Date

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - global: The world's counts.
    ///   - countries: Every country's counts, in the order to show them.
    ///   - date: When the summary was made.
    public init(global: Global, countries: [Country], date: Date) {
        self.global = global
        self.countries = countries
        self.date = date
    }

    private enum CodingKeys: String, CodingKey {
        case global = "Global"
        case countries = "Countries"
        case date = "Date"
    }

    /// Creates a summary from the API's JSON.
    ///
    /// - Parameter decoder: The decoder to read from. Its date decoding strategy is not used:
    ///   `Date` is read as an ISO 8601 string, with or without fractional seconds.
    /// - Throws: `DecodingError` when a field is missing, has the wrong type, or a date does not
    ///   parse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        global = try container.decode(Global.self, forKey: .global)
        countries = try container.decode([Country].self, forKey: .countries)
        date = try SummaryDate.decode(from: container, forKey: .date)
    }
}
