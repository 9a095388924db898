import Foundation

/// One country's counts in a ``Summary`` (an element of the `Countries` array of the
/// covid19api.com `/summary` response, seed 003's `Country`).
public struct Country: Sendable, Hashable, Decodable {
    /// The country's name, such as "Afghanistan".
    public var country: String
    /// The ISO 3166-1 alpha-2 code, such as "AF".
    public var countryCode: String
    /// The name as the API writes it in URLs, such as "afghanistan".
    public var slug: String
    /// Cases confirmed since the previous summary.
    public var newConfirmed: Int
    /// Cases confirmed in all.
    public var totalConfirmed: Int
    /// Deaths since the previous summary.
    public var newDeaths: Int
    /// Deaths in all.
    public var totalDeaths: Int
    /// Recoveries since the previous summary.
    public var newRecovered: Int
    /// Recoveries in all.
    public var totalRecovered: Int
    /// When the country's counts were last updated.
    public var date: Date

    /// Creates a country's counts.
    ///
    /// - Parameters:
    ///   - country: The country's name.
    ///   - countryCode: The ISO 3166-1 alpha-2 code.
    ///   - slug: The name as the API writes it in URLs.
    ///   - newConfirmed: Cases confirmed since the previous summary.
    ///   - totalConfirmed: Cases confirmed in all.
    ///   - newDeaths: Deaths since the previous summary.
    ///   - totalDeaths: Deaths in all.
    ///   - newRecovered: Recoveries since the previous summary.
    ///   - totalRecovered: Recoveries in all.
    ///   - date: When the counts were last updated.
    public init(
        country: String, countryCode: String, slug: String,
        newConfirmed: Int, totalConfirmed: Int,
        newDeaths: Int, totalDeaths: Int,
        newRecovered: Int, totalRecovered: Int,
        date: Date
    ) {
        self.country = country
        self.countryCode = countryCode
        self.slug = slug
        self.newConfirmed = newConfirmed
        self.totalConfirmed = totalConfirmed
        self.newDeaths = newDeaths
        self.totalDeaths = totalDeaths
        self.newRecovered = newRecovered
        self.totalRecovered = totalRecovered
        self.date = date
    }

    private enum CodingKeys: String, CodingKey {
        case country = "Country"
        case countryCode = "CountryCode"
        case slug = "Slug"
        case newConfirmed = "NewConfirmed"
        case totalConfirmed = "TotalConfirmed"
        case newDeaths = "NewDeaths"
        case totalDeaths = "TotalDeaths"
        case newRecovered = "NewRecovered"
        case totalRecovered = "TotalRecovered"
        case date = "Date"
    }

    /// Creates a country's counts from the API's JSON.
    ///
    /// - Parameter decoder: The decoder to read from. Its date decoding strategy is not used:
    ///   `Date` is read as an ISO 8601 string, with or without fractional seconds.
    /// - Throws: `DecodingError` when a field is missing, has the wrong type, or the date does
    ///   not parse.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        country = try container.decode(String.self, forKey: .country)
        countryCode = try container.decode(String.self, forKey: .countryCode)
        slug = try container.decode(String.self, forKey: .slug)
        newConfirmed = try container.decode(Int.self, forKey: .newConfirmed)
        totalConfirmed = try container.decode(Int.self, forKey: .totalConfirmed)
        newDeaths = try container.decode(Int.self, forKey: .newDeaths)
        totalDeaths = try container.decode(Int.self, forKey: .totalDeaths)
        newRecovered = try container.decode(Int.self, forKey: .newRecovered)
        totalRecovered = try container.decode(Int.self, forKey: .totalRecovered)
        date = try SummaryDate.decode(from: container, forKey: .date)
    }
}
