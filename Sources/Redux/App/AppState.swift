import Domain

/// The whole app's state, one value (seed 004's `AppState`): each feature keeps its slice.
struct AppState: Equatable {
    var welcome: WelcomeState
    var products: ProductsState
    var cars: CarsState
    var summary = SummaryState()

    @MainActor
    init(dependencies: AppDependencies) {
        welcome = WelcomeState(user: dependencies.user)
        products = ProductsState(products: dependencies.products.products)
        cars = CarsState(cars: dependencies.cars)
    }
}
