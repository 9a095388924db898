import DirectBaseline
import Domain
import Harness
import Widgets

/// A column of the app suites: the direct baseline or one of the registry's architectures.
enum Column: Hashable, CaseIterable {
    case direct
    case architecture(Architecture)

    static var allCases: [Column] { [.direct] + Architecture.allCases.map(Column.architecture) }

    /// The name reports print: "Direct", "MVC", …
    var name: String {
        switch self {
        case .direct: "Direct"
        case .architecture(let architecture): architecture.name
        }
    }

    /// The name `--arch` takes: "direct", "mvc", "closure-mvvm", …
    var argument: String {
        switch self {
        case .direct: "direct"
        case .architecture(let architecture): architecture.argument
        }
    }

    /// Builds the column's app, exactly as the harness does: the registry's
    /// `makeApp(feature:dependencies:)` for architectures.
    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        switch self {
        case .direct: DirectApp.makeApp(feature: feature, dependencies: dependencies)
        case .architecture(let architecture): architecture.makeApp(feature: feature, dependencies: dependencies)
        }
    }
}
