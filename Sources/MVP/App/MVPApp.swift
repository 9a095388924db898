import Domain
import Widgets

/// The MVP app: passive views (view controllers behind view protocols) and presenters that
/// hold the views weakly and decide everything they show.
public enum MVPApp {
    /// Builds the app for a feature: a navigation stack on the feature's first screen.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The app's navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let root: Screen =
            switch feature {
            case .welcome: WelcomeViewController(presenter: WelcomePresenter(user: dependencies.user))
            case .cars:
                CarsViewController(
                    presenter: CarsPresenter(cars: dependencies.cars, imageLoader: dependencies.imageLoader))
            case .summary:
                SummaryViewController(presenter: SummaryPresenter(summaryService: dependencies.summaryService))
            case .products: ProductsViewController(presenter: ProductsPresenter(store: dependencies.products))
            }
        return NavigationController(rootScreen: root)
    }
}
