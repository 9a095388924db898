import Domain
import Observation

/// Summary's view model (Docs/Contract.md §4): the request's status and the last success, with outputs
/// derived from them.
///
/// Two stored properties are the whole state; everything the screen shows is computed from
/// them, so there is nothing to keep in step by hand. Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`: the
/// request's loading flag, result and error held by the view model); observed as Apple's UIKit
/// guide "Updating views automatically with observation tracking" shows: the view reads the
/// outputs in `updateProperties()`.
@Observable
@MainActor
final class SummaryViewModel {
    /// Where the last request stands.
    enum Status: Equatable {
        /// No request yet, or the last one succeeded.
        case idle
        /// A request is in flight.
        case loading
        /// The last request failed.
        case failed(SummaryError)
    }

    /// One row of the countries table. A row is its country and the country's place in the
    /// response, which tells two equal countries apart, and the cell shows the text the row
    /// words from the country: "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS" (Docs/Contract.md
    /// §4, seed 003's cell text).
    struct CountryRow: Hashable, Sendable {
        let id: Int
        let country: Country

        var title: String { "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)" }
    }

    /// Where the last request stands.
    private(set) var status = Status.idle
    /// The last success, or `nil` before the first.
    private(set) var summary: Summary?

    private let summaryService: any SummaryService

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    var loadButtonIsEnabled: Bool { status != .loading }
    var loadingIndicatorIsAnimating: Bool { status == .loading }
    /// The `global` label's text: "Global: N new cases, M new deaths" (Docs/Contract.md §4), the
    /// counts without grouping separators; `nil` before the first success.
    var globalText: String? {
        summary.map { "Global: \($0.global.newConfirmed) new cases, \($0.global.newDeaths) new deaths" }
    }
    var globalLabelIsHidden: Bool { summary == nil }
    /// The rows of the last success, in response order.
    var countryRows: [CountryRow] {
        (summary?.countries ?? []).enumerated().map { CountryRow(id: $0, country: $1) }
    }

    /// The message of the last failure (Docs/Contract.md §4), or `nil` when the toast is hidden.
    var errorText: String? {
        guard case .failed(let error) = status else { return nil }
        switch error {
        case .unreachable: return "Could not reach the server"
        case .serverError(let statusCode): return "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): return message
        case .unexpectedResponse: return "Unexpected response from the server"
        }
    }

    func loadButtonTapped() {
        guard status != .loading else { return }
        status = .loading
        // Weak: a view model whose screen is gone ignores the answer and is not kept alive for it.
        Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.requestDidSucceed(summary)
            } catch {
                self?.requestDidFail(error)
            }
        }
    }

    private func requestDidSucceed(_ summary: Summary) {
        self.summary = summary
        status = .idle
    }

    private func requestDidFail(_ error: SummaryError) {
        status = .failed(error)
    }
}
