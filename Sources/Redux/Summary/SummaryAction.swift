import Domain
import ReduxStore

/// What happens on Summary: the user's tap, and the request's end, which
/// ``summaryMiddleware(service:)`` dispatches when the answer comes.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: information about a state change, which
/// ``summaryReducer(action:state:)`` applies.
enum SummaryAction: Action {
    /// The user tapped Load: a request starts, unless one is in flight.
    case loadButtonTapped
    case requestSucceeded(Summary)
    case requestFailed(SummaryError)
}
