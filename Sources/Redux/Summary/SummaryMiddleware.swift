import Domain
import ReduxStore

/// The request as an effect: a tap of Load, while no request is in flight, starts one and
/// dispatches `requestStarted`, then `requestSucceeded` or `requestFailed` when it ends.
///
/// Middleware as ReSwift's `Docs/Getting Started Guide.md` ("Middleware", "Asynchronous
/// Operations") describes it: it passes the tap along to the reducer, does the side effect, and
/// dispatches what happened; the reducers stay pure.
///
/// - Parameter service: The summary service to ask.
/// - Returns: Middleware for the app's store.
func summaryMiddleware(service: any SummaryService) -> Middleware<AppState> {
    { dispatch, getState in
        { next in
            { action in
                next(action)
                guard case SummaryAction.loadButtonTapped = action, getState()?.summary.isLoading == false else { return }
                dispatch(SummaryAction.requestStarted)
                Task { @MainActor in
                    do throws(SummaryError) {
                        dispatch(SummaryAction.requestSucceeded(try await service.fetchSummary()))
                    } catch {
                        dispatch(SummaryAction.requestFailed(error))
                    }
                }
            }
        }
    }
}
