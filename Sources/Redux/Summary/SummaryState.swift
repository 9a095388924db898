import Domain

/// Summary's sub-state (Docs/Contract.md §4): the request, the last success and the last
/// failure, after ReSwift's `Docs/State.md`.
struct SummaryState: Equatable {
    var isLoading = false
    /// The last summary that loaded; kept when a later request fails.
    var lastSuccess: Summary?
    /// Why the last request failed, until the next load starts; the Summary screen shows it as
    /// ``SummaryError/toastMessage``.
    var error: SummaryError?
}
