/// What Summary's view shows after a successful request, as the presenter built it from the
/// summary (Docs/Contract.md §4): the global line and one row per country.
///
/// The display data of objc.io issue 13's VIPER (`VTDUpcomingDisplayData`, built by
/// `VTDListPresenter.m` with `VTDUpcomingDisplayDataCollector.m`).
struct SummaryDisplayData: Hashable {
    /// "Global: N new cases, M new deaths".
    let global: String
    /// The countries' rows, in response order.
    let countries: [CountryDisplayItem]
}
