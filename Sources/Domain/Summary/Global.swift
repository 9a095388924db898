/// The world's counts in a ``Summary`` (the `Global` object of the covid19api.com `/summary`
/// response, seed 003's `Global`).
public struct Global: Sendable, Hashable, Decodable {
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

    /// Creates the world's counts.
    ///
    /// - Parameters:
    ///   - newConfirmed: Cases confirmed since the previous summary.
    ///   - totalConfirmed: Cases confirmed in all.
    ///   - newDeaths: Deaths since the previous summary.
    ///   - totalDeaths: Deaths in all.
    ///   - newRecovered: Recoveries since the previous summary.
    ///   - totalRecovered: Recoveries in all.
    public init(
        newConfirmed: Int, totalConfirmed: Int,
        newDeaths: Int, totalDeaths: Int,
        newRecovered: Int, totalRecovered: Int
    ) {
        self.newConfirmed = newConfirmed
        self.totalConfirmed = totalConfirmed
        self.newDeaths = newDeaths
        self.totalDeaths = totalDeaths
        self.newRecovered = newRecovered
        self.totalRecovered = totalRecovered
    }

    private enum CodingKeys: String, CodingKey {
        case newConfirmed = "NewConfirmed"
        case totalConfirmed = "TotalConfirmed"
        case newDeaths = "NewDeaths"
        case totalDeaths = "TotalDeaths"
        case newRecovered = "NewRecovered"
        case totalRecovered = "TotalRecovered"
    }
}
