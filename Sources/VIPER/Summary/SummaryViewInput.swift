/// What Summary's presenter tells its view. The view shows what it is told and reads the
/// table's rows from its output; it decides nothing.
@MainActor
protocol SummaryViewInput: AnyObject {
    func setLoadButtonEnabled(_ isEnabled: Bool)
    func setLoadingIndicatorAnimating(_ isAnimating: Bool)
    func showGlobal(_ text: String)
    func reloadCountries()
    func showError(_ message: String)
    func hideError()
}
