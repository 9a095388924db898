import Domain
import ReduxStore
import Widgets

/// The Redux app (seed 004): one store holds the app's state; screens subscribe to it while
/// they are visible, render what they select from it, and dispatch actions for user events.
///
/// Built as ReSwift's `Docs/Getting Started Guide.md` creates its store: one `Store` with the
/// root reducer, the state at launch and the middleware.
public enum ReduxApp {
    /// Builds the app for a feature: a store with the demo state, and a navigation stack on the
    /// feature's first screen.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The app's navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let store = Store<AppState>(
            reducer: appReducer, state: AppState(dependencies: dependencies),
            middleware: [
                productsPersistenceMiddleware(repository: dependencies.products),
                carPhotoMiddleware(imageLoader: dependencies.imageLoader),
                summaryMiddleware(service: dependencies.summaryService),
            ])
        let root: Screen =
            switch feature {
            case .welcome: WelcomeViewController(store: store)
            case .products: ProductsViewController(store: store)
            case .cars: CarsViewController(store: store)
            case .summary: SummaryViewController(store: store)
            }
        return NavigationController(rootScreen: root)
    }
}
