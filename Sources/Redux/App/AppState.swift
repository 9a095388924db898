import Domain

/// The whole app's state, one value (seed 004's `AppState`), after ReSwift's `Docs/State.md`:
/// "a single data structure which should be a `struct`" with a sub-state per feature, storing
/// "the UI state, the navigation state and the state of your model layer". The product
/// catalogue is in it (``ProductsState/products``): the store is the one source of truth, and
/// the repository is where ``productsPersistenceMiddleware(repository:)`` keeps a copy.
///
/// A plain value: `==` is the synthesised one, so a subscription that selects a sub-state and
/// skips repeats compares only what it selected.
struct AppState: Equatable {
    var welcome: WelcomeState
    var products: ProductsState
    var cars: CarsState
    var summary: SummaryState
}

extension AppState {
    /// The state at launch, restored from what the app persisted, as a ReSwift app reads its
    /// saved state before it creates the store: the user, the repository's catalogue (in the
    /// domain's order) and the cars; no form open, no request made.
    ///
    /// - Parameter dependencies: The starting data and services.
    @MainActor
    init(dependencies: AppDependencies) {
        self.init(
            welcome: WelcomeState(user: dependencies.user),
            products: ProductsState(products: Array(dependencies.products.products)),
            cars: CarsState(cars: dependencies.cars),
            summary: SummaryState())
    }
}
