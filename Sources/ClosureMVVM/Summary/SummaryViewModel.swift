import Domain

/// Summary's view model (Docs/Contract.md §4): the request, what the screen shows of it, and
/// one closure per output.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`,
/// whose `isRefreshing` and `didUpdateRepos` are called as its search starts and ends): each
/// output is called when the state it shows changes (the request starting or ending, a new
/// success, a new failure), and all of them by ``ready()``.
@MainActor
final class SummaryViewModel {
    /// One row of the countries table.
    struct Row: Hashable {
        /// The country's place in the response, which tells two equal rows apart.
        var id: Int
        /// "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS" (seed 003's cell text).
        var title: String
    }

    /// Whether Load is enabled: not while a request is in flight.
    var onLoadEnabledChange: ((Bool) -> Void)?
    /// Whether the activity indicator runs: while a request is in flight.
    var onLoadingChange: ((Bool) -> Void)?
    /// The global label's text, or `nil` to hide it (before the first success).
    var onGlobalChange: ((String?) -> Void)?
    /// The countries table's rows, in response order, of the last success.
    var onRowsChange: (([Row]) -> Void)?
    /// The toast's message, or `nil` to hide it.
    var onErrorChange: ((String?) -> Void)?

    private let summaryService: any SummaryService
    private var isLoading = false {
        didSet { sendLoading() }
    }
    /// The last success, kept while later requests run and fail.
    private var summary: Summary? {
        didSet { sendSummary() }
    }
    /// The last failure, until the next tap of Load.
    private var error: SummaryError? {
        didSet { sendError() }
    }

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    /// The view is bound: every output is called with its value.
    func ready() {
        sendLoading()
        sendSummary()
        sendError()
    }

    func loadButtonTapped() {
        guard !isLoading else { return }
        error = nil
        isLoading = true
        // Weak: a view model whose screen is gone ignores the answer and is not kept alive for it.
        Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.summary = summary
            } catch {
                self?.error = error
            }
            self?.isLoading = false
        }
    }

    private func sendLoading() {
        onLoadEnabledChange?(!isLoading)
        onLoadingChange?(isLoading)
    }

    private func sendSummary() {
        onGlobalChange?(summary.map { "Global: \($0.global.newConfirmed) new cases, \($0.global.newDeaths) new deaths" })
        let countries = summary?.countries ?? []
        onRowsChange?(
            countries.enumerated().map { index, country in
                Row(id: index, title: "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)")
            })
    }

    private func sendError() {
        onErrorChange?(error.map(Self.message(for:)))
    }

    /// The toast's text for a failed request (Docs/Contract.md §4).
    private static func message(for error: SummaryError) -> String {
        switch error {
        case .unreachable: "Could not reach the server"
        case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): message
        case .unexpectedResponse: "Unexpected response from the server"
        }
    }
}
