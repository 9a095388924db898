import Domain
import Widgets

/// The closure MVVM app (seed 001, tailec's `mvvm-closures`): view models format what the
/// screens show and hand each output to a closure; view controllers bind each closure to its
/// widget and forward events.
public enum ClosureMVVMApp {
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
            case .cars:
                CarsViewController(
                    viewModel: CarsViewModel(cars: dependencies.cars, imageLoader: dependencies.imageLoader))
            case .summary:
                SummaryViewController(viewModel: SummaryViewModel(summaryService: dependencies.summaryService))
            case .products: ProductsViewController(viewModel: ProductsViewModel(store: dependencies.products))
            }
        return NavigationController(rootScreen: root)
    }
}
