/// What Summary's presenter asks of its view. The view shows what it is told and forwards
/// taps; it decides nothing.
@MainActor
protocol SummaryView: AnyObject {
    func setLoadButtonEnabled(_ isEnabled: Bool)
    func setLoadingIndicatorAnimating(_ isAnimating: Bool)
    func showGlobal(_ text: String)
    /// Shows `rows`, in order, as the countries table's rows.
    func showCountries(_ rows: [CountryRow])
    func showError(_ message: String)
    func hideError()
}

/// What one row of the countries table shows, as the presenter wrote it.
struct CountryRow: Hashable {
    /// The country's place in the response.
    let id: Int
    let title: String
}
