/// What one row of Products shows, as the presenter built it from a product (Docs/Contract.md §2).
///
/// The display item of objc.io issue 13's VIPER (`VTDUpcomingDisplayItem`, collected by
/// `VTDUpcomingDisplayDataCollector.m`): the texts a row shows, and the product it stands for.
struct ProductDisplayItem: Hashable {
    /// The product's id.
    let id: String
    let title: String
    let detail: String
}
