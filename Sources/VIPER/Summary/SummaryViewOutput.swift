/// What Summary's view reports to its presenter.
@MainActor
protocol SummaryViewOutput: AnyObject {
    func loadButtonTapped()
}
