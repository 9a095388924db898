import Domain
import Widgets

/// The reactive MVVM app (seeds 000, 002, 003): view models take the view's events as inputs
/// and publish what the view shows as outputs (Kickstarter's shape); view controllers call the
/// inputs and bind widgets to the outputs.
public enum ReactiveMVVMApp {
    /// Builds the app for a feature: a navigation stack on the feature's first screen.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The app's navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let root: Screen =
            switch feature {
            case .welcome: WelcomeViewController(viewModel: WelcomeViewModel(user: dependencies.user))
            case .products: ProductsViewController(viewModel: ProductsViewModel(store: dependencies.products))
            case .cars:
                CarsViewController(
                    viewModel: CarsViewModel(cars: dependencies.cars, imageLoader: dependencies.imageLoader))
            case .summary:
                SummaryViewController(viewModel: SummaryViewModel(summaryService: dependencies.summaryService))
            }
        return NavigationController(rootScreen: root)
    }
}
