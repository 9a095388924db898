extension Global {
    /// The text of the Summary screen's `global` label (Docs/Contract.md §4):
    /// "Global: N new cases, M new deaths".
    ///
    /// N is ``newConfirmed`` and M is ``newDeaths``, written without grouping separators, so the
    /// text is the same in every locale.
    ///
    ///     let global = Global(newConfirmed: 135514, totalConfirmed: 6149975,
    ///                         newDeaths: 4355, totalDeaths: 376268,
    ///                         newRecovered: 71158, totalRecovered: 2564042)
    ///     print(global.headline)
    ///     // Prints: "Global: 135514 new cases, 4355 new deaths"
    public var headline: String {
        "Global: \(newConfirmed) new cases, \(newDeaths) new deaths"
    }
}
