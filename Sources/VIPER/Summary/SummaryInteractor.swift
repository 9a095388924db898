import Domain

/// Summary's interactor (Docs/Contract.md §4): fetches the summary through the summary service and
/// reports the summary, or the kind of failure, to its output.
///
/// Follows objc.io issue 13's `VTDListInteractor.m`: the interactor starts the fetch and hands its
/// output the entities it found, in a task that holds the interactor weakly.
@MainActor
final class SummaryInteractor: SummaryInteractorInput {
    weak var output: (any SummaryInteractorOutput)?
    private let summaryService: any SummaryService

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    func fetchSummary() {
        // Weak: an interactor whose screen is gone ignores the answer and is not kept alive for it.
        Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.output?.didFetchSummary(summary)
            } catch {
                self?.output?.didFailToFetchSummary(error)
            }
        }
    }
}
