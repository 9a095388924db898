import Domain

/// Summary's slice of the app state (Docs/Contract.md §4): the request, the last success and the last
/// failure's message.
struct SummaryState: Equatable {
    var isLoading = false
    /// The last summary that loaded; kept when a later request fails.
    var lastSuccess: Summary?
    /// The message of the last failure, until the next load starts.
    var errorMessage: String?
}
