/// Summary's use case: fetching the summary from the summary service.
@MainActor
protocol SummaryInteractorInput: AnyObject {
    /// Whether a fetch is in flight.
    var isFetching: Bool { get }
    /// Starts a fetch unless one is in flight; the output hears how it ends.
    func fetchSummary()
}
