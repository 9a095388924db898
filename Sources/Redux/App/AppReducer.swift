import ReduxStore

/// The root reducer, `appReducer` by ReSwift's convention (`Docs/Getting Started Guide.md`,
/// "Reducers": a top-level function that "will then call individual reducer functions for each
/// different part of the app state"): hands each action to the reducer of the feature whose
/// action it is, with that feature's sub-state; the others are left as they are.
///
/// Every action type belongs to one feature (`WelcomeAction`, `ProductsAction`, `CarsAction`,
/// `SummaryAction`), so the action's type picks the reducer.
func appReducer(action: any Action, state: AppState?) -> AppState {
    guard var state else { preconditionFailure("the store is created with an initial AppState") }
    switch action {
    case let action as WelcomeAction: state.welcome = welcomeReducer(action: action, state: state.welcome)
    case let action as ProductsAction: state.products = productsReducer(action: action, state: state.products)
    case let action as CarsAction: state.cars = carsReducer(action: action, state: state.cars)
    case let action as SummaryAction: state.summary = summaryReducer(action: action, state: state.summary)
    default: break
    }
    return state
}
