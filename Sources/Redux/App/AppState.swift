import Domain

/// The whole app's state, one value (seed 004's `AppState`): each feature keeps its slice.
struct AppState: Equatable {
    var welcome: WelcomeState
    var cars: CarsState
    var summary = SummaryState()

    @MainActor
    init(dependencies: AppDependencies) {
        welcome = WelcomeState(user: dependencies.user)
        cars = CarsState(cars: dependencies.cars)
    }
}
