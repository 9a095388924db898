import Domain

/// Summary's presenter (Docs/Contract.md §4): owns the screen's loading state; on Load asks the
/// interactor to fetch; when the fetch ends, builds the display data from the summary, or writes
/// the failure's text.
///
/// Follows objc.io issue 13's `VTDListPresenter.m`: the interactor's output arrives with entities
/// (or the kind of error) and the presenter turns them into what the view shows.
@MainActor
final class SummaryPresenter {
    weak var view: (any SummaryViewInput)?
    private let interactor: any SummaryInteractorInput
    private var isLoading = false

    init(interactor: any SummaryInteractorInput) {
        self.interactor = interactor
    }

    /// The global line and the countries' rows for `summary`.
    static func displayData(for summary: Summary) -> SummaryDisplayData {
        let global = summary.global
        return SummaryDisplayData(
            global: "Global: \(global.newConfirmed) new cases, \(global.newDeaths) new deaths",
            countries: summary.countries.indices.map {
                let country = summary.countries[$0]
                return CountryDisplayItem(
                    id: $0, title: "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)")
            })
    }

    /// The toast's text for a failed request (Docs/Contract.md §4).
    static func message(for error: SummaryError) -> String {
        switch error {
        case .unreachable: "Could not reach the server"
        case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): message
        case .unexpectedResponse: "Unexpected response from the server"
        }
    }

    private func fetchDidEnd() {
        isLoading = false
        view?.setLoadingIndicatorAnimating(false)
        view?.setLoadButtonEnabled(true)
    }
}

extension SummaryPresenter: SummaryViewOutput {
    func loadButtonTapped() {
        guard !isLoading else { return }  // the view disables Load; a second tap is a no-op
        isLoading = true
        view?.hideError()
        view?.setLoadButtonEnabled(false)
        view?.setLoadingIndicatorAnimating(true)
        interactor.fetchSummary()
    }
}

extension SummaryPresenter: SummaryInteractorOutput {
    func didFetchSummary(_ summary: Summary) {
        view?.show(Self.displayData(for: summary))
        fetchDidEnd()
    }

    func didFailToFetchSummary(_ error: SummaryError) {
        view?.showError(Self.message(for: error))
        fetchDidEnd()
    }
}
