import Domain
import ReduxStore

/// What happens on Summary: the user's tap, and the request's start and end.
enum SummaryAction: Action {
    case loadButtonTapped
    case requestStarted
    case requestSucceeded(Summary)
    case requestFailed(SummaryError)
}
