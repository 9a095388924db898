import Domain

/// Summary's presenter (Docs/Contract.md §4): runs the request the Load button asks for, owns the
/// screen's loading state, and writes every text the view shows when it ends: the global line,
/// the countries' rows, or the failure's message.
///
/// Follows kntkymt/ArchitectureSamples `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift`:
/// the presenter awaits the service in a task, shows and hides the loading state around it, and
/// turns the typed error into the text the view shows (its `handle(_:)`).
@MainActor
final class SummaryPresenter {
    weak var view: (any SummaryView)?
    private let summaryService: any SummaryService
    private var isLoading = false

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    func loadButtonTapped() {
        guard !isLoading else { return }  // the view disables Load; a second tap is a no-op
        isLoading = true
        view?.hideError()
        view?.setLoadButtonEnabled(false)
        view?.setLoadingIndicatorAnimating(true)
        // Weak: a presenter whose screen is gone ignores the answer and is not kept alive for it.
        Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.requestDidSucceed(summary)
            } catch {
                self?.requestDidFail(error)
            }
        }
    }

    /// Hands the view every country's row, seed 003's cell text
    /// ("COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS"), in response order, then the global line.
    private func requestDidSucceed(_ summary: Summary) {
        view?.showCountries(
            summary.countries.enumerated().map { row, country in
                CountryRow(id: row, title: "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)")
            }
        )
        view?.showGlobal("Global: \(summary.global.newConfirmed) new cases, \(summary.global.newDeaths) new deaths")
        requestDidEnd()
    }

    private func requestDidFail(_ error: SummaryError) {
        view?.showError(Self.message(for: error))
        requestDidEnd()
    }

    private func requestDidEnd() {
        isLoading = false
        view?.setLoadingIndicatorAnimating(false)
        view?.setLoadButtonEnabled(true)
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
}
