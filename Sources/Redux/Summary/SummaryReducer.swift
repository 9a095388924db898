import Domain

/// Summary's reducer: a pure function of the action and the sub-state, as ReSwift's
/// `Docs/Getting Started Guide.md` ("Reducers") writes them.
///
/// The reducer decides whether a tap starts a request (none is in flight) and
/// ``summaryMiddleware(service:)`` reacts to the state it leaves, as Cars' photo load does: a
/// second tap queued behind the first finds `isLoading` set and changes nothing.
func summaryReducer(action: SummaryAction, state: SummaryState) -> SummaryState {
    var state = state
    switch action {
    case .loadButtonTapped:
        guard !state.isLoading else { return state }
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
