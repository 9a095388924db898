import Domain
import ReduxStore

/// The photo load as an effect: when a car is selected, loads its photo through the domain's
/// image loader and dispatches the result. Reducers stay pure; this is the only place that
/// waits on a service.
///
/// The kit puts effects in middleware, as Redux.js middleware allows and ReSwift's
/// `Docs/Getting Started Guide.md` ("Middleware") describes it: it passes the selection along to
/// the reducer, which decides whether a photo loads (`loadingPhotoURL`), then reacts to that
/// state, loads, and dispatches what happened.
///
/// - Parameter imageLoader: The loader to use.
/// - Returns: Middleware for the app's store.
func carPhotoMiddleware(imageLoader: any ImageLoading) -> Middleware<AppState> {
    { dispatch, getState in
        { next in
            { action in
                next(action)
                guard case CarsAction.rowSelected = action, let url = getState()?.cars.loadingPhotoURL else { return }
                Task { @MainActor in
                    do {
                        let data = try await imageLoader.loadImage(from: url)
                        dispatch(CarsAction.photoLoaded(url, byteCount: data.count))
                    } catch {
                        dispatch(CarsAction.photoLoadFailed(url))
                    }
                }
            }
        }
    }
}
