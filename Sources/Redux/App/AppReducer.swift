import ReduxStore

/// The root reducer: hands each feature's slice to that feature's reducer.
@MainActor
func appReducer(action: any Action, state: AppState?) -> AppState {
    guard var state else { preconditionFailure("the store is created with an initial AppState") }
    state.welcome = welcomeReducer(action: action, state: state.welcome)
    state.products = productsReducer(action: action, state: state.products)
    state.cars = carsReducer(action: action, state: state.cars)
    state.summary = summaryReducer(action: action, state: state.summary)
    return state
}
