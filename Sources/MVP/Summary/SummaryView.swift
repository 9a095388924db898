/// What Summary's presenter asks of its view. The view shows what it is told and forwards
/// taps; it decides nothing, and reads the table's rows from the presenter.
@MainActor
protocol SummaryView: AnyObject {
    func setLoadButtonEnabled(_ isEnabled: Bool)
    func setLoadingIndicatorAnimating(_ isAnimating: Bool)
    func showGlobal(_ text: String)
    func reloadCountries()
    func showError(_ message: String)
    func hideError()
}
