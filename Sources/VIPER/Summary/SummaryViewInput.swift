/// What Summary's presenter tells its view. The view shows what it is told; it decides nothing.
@MainActor
protocol SummaryViewInput: AnyObject {
    func setLoadButtonEnabled(_ isEnabled: Bool)
    func setLoadingIndicatorAnimating(_ isAnimating: Bool)
    /// Shows the global line and the countries' rows of a successful request.
    func show(_ displayData: SummaryDisplayData)
    func showError(_ message: String)
    func hideError()
}
