extension Country {
    /// The title of the country's row in the Summary screen's `countries` table (Docs/Contract.md §4,
    /// seed 003's cell text): "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS".
    ///
    /// Counts are written without grouping separators, so the text is the same in every locale.
    ///
    ///     print(afghanistan.rowTitle)
    ///     // Prints: "Afghanistan: 866 - Death: 3"
    public var rowTitle: String {
        "\(country): \(newConfirmed) - Death: \(newDeaths)"
    }
}
