import Domain

/// Summary's presenter (Docs/Contract.md §4): on Load asks the interactor to fetch and shows the loading
/// state; when the fetch ends, shows the headline and the countries, or the error. It holds the
/// countries of the last success and answers the view's table questions from them.
@MainActor
final class SummaryPresenter {
    weak var view: (any SummaryViewInput)?
    private let interactor: any SummaryInteractorInput
    private var countries: [Country] = []

    init(interactor: any SummaryInteractorInput) {
        self.interactor = interactor
    }

    private func fetchDidEnd() {
        view?.setLoadingIndicatorAnimating(false)
        view?.setLoadButtonEnabled(true)
    }
}

extension SummaryPresenter: SummaryViewOutput {
    var numberOfCountries: Int { countries.count }

    func countryTitle(at row: Int) -> String { countries[row].rowTitle }

    func loadButtonTapped() {
        guard !interactor.isFetching else { return }  // the view disables Load; a second tap is a no-op
        view?.hideError()
        view?.setLoadButtonEnabled(false)
        view?.setLoadingIndicatorAnimating(true)
        interactor.fetchSummary()
    }
}

extension SummaryPresenter: SummaryInteractorOutput {
    func didFetchSummary(_ summary: Summary) {
        countries = summary.countries
        view?.reloadCountries()
        view?.showGlobal(summary.global.headline)
        fetchDidEnd()
    }

    func didFailToFetchSummary(_ error: SummaryError) {
        view?.showError(error.message)
        fetchDidEnd()
    }
}
