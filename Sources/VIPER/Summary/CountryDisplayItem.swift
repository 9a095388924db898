/// What one row of Summary's countries table shows, as the presenter built it from a country
/// (Docs/Contract.md §4): seed 003's cell text.
///
/// The display item of objc.io issue 13's VIPER (`VTDUpcomingDisplayItem`, collected by
/// `VTDUpcomingDisplayDataCollector.m`).
struct CountryDisplayItem: Hashable {
    /// The country's place in the response.
    let id: Int
    let title: String
}
