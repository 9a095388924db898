import Domain
import Widgets

/// The benchmarks' floor: the kit's features with their widgets written by hand, with no
/// architecture at all.
///
/// Each screen is a ``Widgets/Screen`` whose control actions write the other widgets directly,
/// and only those whose value changes: no controller protocol, presenter, view model, binding
/// or store. It plays the same scenarios as the architectures (its tests run the built-in
/// ones through the harness), so the benchmarks compare equal work. Summary is not built: no
/// benchmark measures it.
public enum DirectApp {
    /// Builds the direct app for a feature.
    /// - Parameters:
    ///   - feature: Which feature's first screen to start on.
    ///   - dependencies: The starting data and services.
    /// - Returns: The navigation controller, its root screen shown.
    @MainActor
    public static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let root: Screen =
            switch feature {
            case .welcome: DirectWelcomeScreen(user: dependencies.user)
            case .products: DirectProductsScreen(store: dependencies.products)
            case .cars: DirectCarsScreen(cars: dependencies.cars, imageLoader: dependencies.imageLoader)
            case .summary: Screen(title: "COVID-19")  // Not built: no benchmark measures it.
            }
        return NavigationController(rootScreen: root)
    }
}
