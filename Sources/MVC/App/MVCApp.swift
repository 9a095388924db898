import Domain
import Widgets

/// The MVC app, as in Apple's Cocoa MVC: view controllers own their widgets, talk to the model
/// directly, and decide themselves what the screens show of it.
public enum MVCApp {
    /// Builds the app for a feature: a navigation stack on the feature's first screen.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The app's navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let root: Screen =
            switch feature {
            case .welcome: WelcomeViewController(user: dependencies.user)
            case .cars: CarsViewController(cars: dependencies.cars, imageLoader: dependencies.imageLoader)
            case .summary: SummaryViewController(summaryService: dependencies.summaryService)
            case .products: ProductsViewController(store: dependencies.products)
            }
        return NavigationController(rootScreen: root)
    }
}
