import Domain

/// Summary's reducer: a pure function of the action and the sub-state, as ReSwift's
/// `Docs/Getting Started Guide.md` ("Reducers") writes them. The tap itself changes
/// nothing; ``summaryMiddleware(service:)`` turns it into a request.
func summaryReducer(action: SummaryAction, state: SummaryState) -> SummaryState {
    var state = state
    switch action {
    case .loadButtonTapped:
        break
    case .requestStarted:
        state.isLoading = true
        state.error = nil
    case .requestSucceeded(let summary):
        state.isLoading = false
        state.lastSuccess = summary
    case .requestFailed(let error):
        state.isLoading = false
        state.error = error
    }
    return state
}
