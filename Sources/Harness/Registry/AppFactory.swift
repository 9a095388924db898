import Domain
import Widgets

/// Something that builds an app for a feature: one of the kit's architectures, or a test's own.
///
/// The runner drives what this builds through its widgets alone.
public protocol AppFactory: Sendable {
    /// The name reports print ("MVC", "Redux", …).
    var name: String { get }

    /// Builds the app for a feature on the given dependencies.
    /// - Returns: The app's navigation controller, its first screen shown.
    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController
}
