import Domain

/// Summary's presenter (Docs/Contract.md §4): runs the request the Load button asks for and tells the view
/// what to show when it ends. It holds the countries of the last success and answers the
/// view's table questions from them.
@MainActor
final class SummaryPresenter {
    weak var view: (any SummaryView)?
    private let summaryService: any SummaryService
    private var countries: [Country] = []

    /// The request in flight, or `nil`. Tests await it.
    private(set) var loadTask: Task<Void, Never>?

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    var numberOfCountries: Int { countries.count }

    func countryTitle(at row: Int) -> String {
        countries[row].rowTitle
    }

    func loadButtonTapped() {
        guard loadTask == nil else { return }  // the view disables Load; a second tap is a no-op
        view?.hideError()
        view?.setLoadButtonEnabled(false)
        view?.setLoadingIndicatorAnimating(true)
        // Weak: a presenter whose screen is gone ignores the answer and is not kept alive for it.
        loadTask = Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.requestDidSucceed(summary)
            } catch {
                self?.requestDidFail(error)
            }
        }
    }

    private func requestDidSucceed(_ summary: Summary) {
        countries = summary.countries
        view?.reloadCountries()
        view?.showGlobal(summary.global.headline)
        requestDidEnd()
    }

    private func requestDidFail(_ error: SummaryError) {
        view?.showError(error.message)
        requestDidEnd()
    }

    private func requestDidEnd() {
        loadTask = nil
        view?.setLoadingIndicatorAnimating(false)
        view?.setLoadButtonEnabled(true)
    }
}
