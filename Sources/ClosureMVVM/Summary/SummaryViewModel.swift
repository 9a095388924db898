import Domain

/// Summary's view model (Docs/Contract.md §4), in seed 001's style: read-only outputs ready to show, and
/// change closures the view controller sets to re-read them.
///
/// Two closures, so the view redraws only what changed: ``stateDidChange`` for the request's
/// progress (Load, the spinner, the toast), ``summaryDidChange`` for the data (the global line
/// and the rows), which changes only on success.
@MainActor
final class SummaryViewModel {
    /// Where the last request stands.
    enum Status: Equatable {
        /// No request yet, or the last one succeeded.
        case idle
        /// A request is in flight.
        case loading
        /// The last request failed with this message.
        case failed(String)
    }

    /// Called after every change of the request's status.
    var stateDidChange: ((SummaryViewModel) -> Void)?
    /// Called after a request succeeded, with the new global line and rows in place.
    var summaryDidChange: ((SummaryViewModel) -> Void)?

    private let summaryService: any SummaryService

    /// The request in flight, or `nil`. Tests await it.
    private(set) var loadTask: Task<Void, Never>?

    private(set) var status = Status.idle {
        didSet { stateDidChange?(self) }
    }

    /// The global line of the last success, or `nil` before the first.
    private(set) var globalText: String?
    /// The rows of the last success, in response order.
    private(set) var countryTitles: [String] = []

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
    }

    var loadButtonIsEnabled: Bool { status != .loading }
    var loadingIndicatorIsAnimating: Bool { status == .loading }
    var globalLabelIsHidden: Bool { globalText == nil }

    /// The message of the last failure, or `nil` when the toast is hidden.
    var errorText: String? {
        guard case .failed(let message) = status else { return nil }
        return message
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
        globalText = summary.global.headline
        countryTitles = summary.countries.map(\.rowTitle)
        summaryDidChange?(self)
        loadTask = nil
        status = .idle
    }

    private func requestDidFail(_ error: SummaryError) {
        loadTask = nil
        status = .failed(error.message)
    }
}
