import Domain
import Widgets

/// The Observation MVVM app (UIKit 26 style, after Apple's "Updating views automatically with
/// observation tracking"): `@Observable` view models store the screens' state and compute what
/// the screens show from it; view controllers read it in `updateProperties()`, where every read
/// is tracked, and forward user events to the view models' methods. Data that several screens
/// show lives in one observed model they share (``UserSession``, ``ProductCatalog``,
/// ``CarCatalog``).
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
            case .welcome:
                WelcomeViewController(viewModel: WelcomeViewModel(session: UserSession(user: dependencies.user)))
            case .products:
                ProductsViewController(
                    viewModel: ProductsViewModel(catalog: ProductCatalog(store: dependencies.products)))
            case .cars:
                CarsViewController(
                    viewModel: CarsViewModel(
                        catalog: CarCatalog(cars: dependencies.cars), imageLoader: dependencies.imageLoader))
            case .summary:
                SummaryViewController(viewModel: SummaryViewModel(summaryService: dependencies.summaryService))
            }
        return NavigationController(rootScreen: root)
    }
}
