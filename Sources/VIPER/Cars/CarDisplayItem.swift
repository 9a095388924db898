/// What one row of Cars shows, as the presenter built it from a car (Docs/Contract.md §3).
///
/// The display item of objc.io issue 13's VIPER (`VTDUpcomingDisplayItem`, collected by
/// `VTDUpcomingDisplayDataCollector.m`).
struct CarDisplayItem: Hashable {
    /// The car's place in the catalogue, which edits do not change.
    let id: Int
    let title: String
    let detail: String
}
