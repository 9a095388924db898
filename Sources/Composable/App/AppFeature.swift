import ComposableEngine
import Domain

/// The app's root reducer: each feature's reducer scoped to its part of the state and its
/// case of the action (TCA's tree of features).
struct AppFeature: Reducer {
    struct State: Equatable {
        var welcome: WelcomeFeature.State
        var products: ProductsFeature.State
        var cars: CarsFeature.State
        var summary = SummaryFeature.State()

        /// The starting state: the demo data the app's dependencies hold.
        @MainActor
        init(dependencies: AppDependencies) {
            welcome = WelcomeFeature.State(user: dependencies.user)
            products = ProductsFeature.State(products: dependencies.products.products)
            cars = CarsFeature.State(cars: dependencies.cars)
        }
    }

    enum Action: Equatable {
        case welcome(WelcomeFeature.Action)
        case products(ProductsFeature.Action)
        case cars(CarsFeature.Action)
        case summary(SummaryFeature.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.welcome, action: \.welcome) { WelcomeFeature() }
        Scope(state: \.products, action: \.products) { ProductsFeature() }
        Scope(state: \.cars, action: \.cars) { CarsFeature() }
        Scope(state: \.summary, action: \.summary) { SummaryFeature() }
    }
}

extension AppFeature.Action: CasePathable {
    /// The case paths `@CasePathable` would write.
    struct AllCasePaths: Sendable {
        let welcome = AnyCasePath<AppFeature.Action, WelcomeFeature.Action>(
            embed: AppFeature.Action.welcome, extract: { if case .welcome(let action) = $0 { action } else { nil } })
        let products = AnyCasePath<AppFeature.Action, ProductsFeature.Action>(
            embed: AppFeature.Action.products, extract: { if case .products(let action) = $0 { action } else { nil } })
        let cars = AnyCasePath<AppFeature.Action, CarsFeature.Action>(
            embed: AppFeature.Action.cars, extract: { if case .cars(let action) = $0 { action } else { nil } })
        let summary = AnyCasePath<AppFeature.Action, SummaryFeature.Action>(
            embed: AppFeature.Action.summary, extract: { if case .summary(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
