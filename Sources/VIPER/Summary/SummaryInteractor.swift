import Domain

/// Summary's interactor (Docs/Contract.md §4): runs one request at a time through the summary service.
@MainActor
final class SummaryInteractor: SummaryInteractorInput {
    weak var output: (any SummaryInteractorOutput)?
    private let summaryService: any SummaryService

    /// The request in flight, or `nil`. Tests await it.
    private(set) var fetchTask: Task<Void, Never>?

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    var isFetching: Bool { fetchTask != nil }

    func fetchSummary() {
        guard fetchTask == nil else { return }
        // Weak: an interactor whose screen is gone ignores the answer and is not kept alive for it.
        fetchTask = Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.fetchTask = nil
                self?.output?.didFetchSummary(summary)
            } catch {
                self?.fetchTask = nil
                self?.output?.didFailToFetchSummary(error)
            }
        }
    }
}
