import Domain
import Observation

/// Summary's view model (Docs/Contract.md §4): the request's status and the last success, with outputs
/// derived from them.
///
/// Two stored properties are the whole state; everything the screen shows is computed from
/// them, so there is nothing to keep in step by hand.
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

    private(set) var status = Status.idle
    /// The last success, or `nil` before the first.
    private(set) var summary: Summary?

    private let summaryService: any SummaryService
    /// The request in flight, or `nil`. Tests await it.
    @ObservationIgnored private(set) var loadTask: Task<Void, Never>?

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    var loadButtonIsEnabled: Bool { status != .loading }
    var loadingIndicatorIsAnimating: Bool { status == .loading }
    var globalText: String? { summary?.global.headline }
    var globalLabelIsHidden: Bool { summary == nil }
    /// The rows of the last success, in response order.
    var countryTitles: [String] { summary?.countries.map(\.rowTitle) ?? [] }

    /// The message of the last failure, or `nil` when the toast is hidden.
    var errorText: String? {
        guard case .failed(let error) = status else { return nil }
        return error.message
    }

    func loadButtonTapped() {
        guard status != .loading else { return }
        status = .loading
        // Weak: a view model whose screen is gone ignores the answer and is not kept alive for it.
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
        loadTask = nil
        self.summary = summary
        status = .idle
    }

    private func requestDidFail(_ error: SummaryError) {
        loadTask = nil
        status = .failed(error)
    }
}
