/// What Summary's view reports to its presenter, and the rows it asks it for.
@MainActor
protocol SummaryViewOutput: AnyObject {
    var numberOfCountries: Int { get }
    /// The title of the row at `row`, for `0 ..< numberOfCountries`.
    func countryTitle(at row: Int) -> String
    func loadButtonTapped()
}
