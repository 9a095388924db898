import Domain
import Widgets

/// The VIPER app: per screen a passive View, a Presenter, an Interactor (the only role that
/// touches Domain's repositories and services), Domain's Entities, and a Router that
/// assembles the module and does its navigation.
///
/// Ownership (see Docs/VIPER.md): the navigation stack owns the view, the view its presenter,
/// the presenter its interactor and router; every reference back (presenter → view,
/// interactor → presenter, router → view, module → opener) is weak, so a popped module is
/// freed whole.
public enum VIPERApp {
    /// Builds the app for a feature: a navigation stack on the feature's first module.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The app's navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let root: Screen =
            switch feature {
            case .welcome: WelcomeRouter.makeModule(user: dependencies.user)
            case .products: ProductsRouter.makeModule(store: dependencies.products)
            case .cars: CarsRouter.makeModule(cars: dependencies.cars, imageLoader: dependencies.imageLoader)
            case .summary: SummaryRouter.makeModule(summaryService: dependencies.summaryService)
            }
        return NavigationController(rootScreen: root)
    }
}
