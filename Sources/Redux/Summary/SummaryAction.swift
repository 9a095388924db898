import Domain
import ReduxStore

/// What happens on Summary: the user's tap, and the request's start and end, which
/// ``summaryMiddleware(service:)`` dispatches as they happen.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: information about a state change, which
/// ``summaryReducer(action:state:)`` applies.
enum SummaryAction: Action {
    case loadButtonTapped
    case requestStarted
    case requestSucceeded(Summary)
    case requestFailed(SummaryError)
}
