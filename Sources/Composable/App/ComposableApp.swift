import ComposableEngine
import Domain
import Widgets

/// The Composable Architecture app (TCA's shape): one store runs the app's reducer; each screen
/// gets a store scoped to its feature, observes the fields it shows and sends actions named
/// after the user's events. Reducers return effects (the repository, the summary request, the
/// photo load) as values; navigation follows the presented features' state.
public enum ComposableApp {
    /// Builds the app for a feature: a store with the demo state and the app's services, and a
    /// navigation stack on the feature's first screen.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The app's navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let store = Store(initialState: AppFeature.State(dependencies: dependencies)) {
            AppFeature()
        } withDependencies: {
            let repository = dependencies.products
            $0.productsClient = .live { repository }
            $0.imageLoader = dependencies.imageLoader
            $0.summaryService = dependencies.summaryService
        }
        let root: Screen =
            switch feature {
            case .welcome: WelcomeViewController(store: store.scope(state: \.welcome, action: \.welcome))
            case .products: ProductsViewController(store: store.scope(state: \.products, action: \.products))
            case .cars: CarsViewController(store: store.scope(state: \.cars, action: \.cars))
            case .summary: SummaryViewController(store: store.scope(state: \.summary, action: \.summary))
            }
        return NavigationController(rootScreen: root)
    }
}
