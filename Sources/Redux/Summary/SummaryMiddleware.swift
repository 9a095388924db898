import Domain
import ReduxStore

/// The request as an effect: when a tap of Load has started loading in the state, fetches the
/// summary and dispatches `requestSucceeded` or `requestFailed` when the answer comes.
///
/// The kit puts effects in middleware, as Redux.js middleware allows and ReSwift's
/// `Docs/Getting Started Guide.md` ("Middleware") describes it: it passes the tap along to the
/// reducer, which decides whether a request starts (`isLoading` set), starts one only if
/// `isLoading` went from `false` to `true` across `next`, and dispatches what happened; the
/// reducers stay pure.
///
/// - Parameter service: The summary service to ask.
/// - Returns: Middleware for the app's store.
func summaryMiddleware(service: any SummaryService) -> Middleware<AppState> {
    { dispatch, getState in
        { next in
            { action in
                let wasLoading = getState()?.summary.isLoading
                next(action)
                guard case SummaryAction.loadButtonTapped = action, wasLoading == false,
                    getState()?.summary.isLoading == true
                else { return }
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
