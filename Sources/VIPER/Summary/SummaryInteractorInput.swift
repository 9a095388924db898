/// Summary's use case: fetching the summary from the summary service.
@MainActor
protocol SummaryInteractorInput: AnyObject {
    /// Starts a fetch; the output hears how it ends.
    func fetchSummary()
}
