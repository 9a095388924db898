import Domain

/// Summary's slice of the app state (Docs/Contract.md §4): the request, the last success and the last
/// failure.
struct SummaryState: Equatable {
    var isLoading = false
    /// The last summary that loaded; kept when a later request fails.
    var lastSuccess: Summary?
    /// Why the last request failed, until the next load starts; the Summary screen shows it as
    /// ``SummaryError/toastMessage``.
    var error: SummaryError?
}
