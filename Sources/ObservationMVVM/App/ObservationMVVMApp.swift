import Domain
import Widgets

/// The Observation MVVM app (UIKit 26 style): `@Observable` view models hold what the screens
/// show; view controllers read it in `updateProperties()`, where every read is tracked, and
/// forward user events to the view models' methods.
public enum ObservationMVVMApp {
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
