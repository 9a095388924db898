import Domain

/// What Summary's interactor tells its presenter.
@MainActor
protocol SummaryInteractorOutput: AnyObject {
    func didFetchSummary(_ summary: Summary)
    func didFailToFetchSummary(_ error: SummaryError)
}
