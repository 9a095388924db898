import ClosureMVVM
import Composable
import Domain
import MVC
import MVP
import ObservationMVVM
import ReactiveMVVM
import Redux
import VIPER
import Widgets

/// The registry of the kit's architectures.
///
/// Each case builds the same features in its own style; the harness plays the same scenarios
/// against all of them. `allCases` is in the order reports print them.
public enum Architecture: String, Sendable, Hashable, CaseIterable, AppFactory, CustomStringConvertible {
    /// Model–View–Controller, Cocoa style.
    case mvc
    /// Model–View–Presenter with passive views.
    case mvp
    /// VIPER: View, Interactor, Presenter, Entity, Router per screen.
    case viper
    /// MVVM with change closures (seed 001).
    case closureMVVM
    /// MVVM bound with the Reactive core (seeds 000, 002, 003).
    case reactiveMVVM
    /// MVVM with `@Observable` view models, read in UIKit 26's tracked `updateProperties()`.
    case observationMVVM
    /// Redux on the ReduxStore (seed 004).
    case redux
    /// The Composable Architecture's shape (TCA) on the ComposableEngine.
    case tca

    /// The name reports print.
    public var name: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .viper: "VIPER"
        case .closureMVVM: "ClosureMVVM"
        case .reactiveMVVM: "ReactiveMVVM"
        case .observationMVVM: "ObservationMVVM"
        case .redux: "Redux"
        case .tca: "TCA"
        }
    }

    public var description: String { name }

    /// The name the command line takes: "mvc", "mvp", "viper", "closure-mvvm", "reactive-mvvm",
    /// "observation-mvvm", "redux", "tca".
    public var argument: String {
        switch self {
        case .mvc: "mvc"
        case .mvp: "mvp"
        case .viper: "viper"
        case .closureMVVM: "closure-mvvm"
        case .reactiveMVVM: "reactive-mvvm"
        case .observationMVVM: "observation-mvvm"
        case .redux: "redux"
        case .tca: "tca"
        }
    }

    /// The architecture a command-line word names, case-insensitively, by ``argument`` or
    /// ``name``; `nil` for none.
    public init?(argument: String) {
        let word = argument.lowercased()
        guard let found = Self.allCases.first(where: { $0.argument == word || $0.name.lowercased() == word })
        else { return nil }
        self = found
    }

    /// The name of the architecture's target, read from the module of its entry point
    /// (`MVCApp` is `MVC.MVCApp`): its folder under `Sources/`, and `<name>Tests` under `Tests/`.
    /// "MVC", …, "Composable" for TCA.
    public var targetName: String { String(String(reflecting: entryPoint).prefix { $0 != "." }) }

    @MainActor
    public func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        entryPoint.makeApp(feature: feature, dependencies: dependencies)
    }

    /// The architecture's entry point: the `<Target>App` its target exposes.
    private var entryPoint: any ArchitectureEntryPoint.Type {
        switch self {
        case .mvc: MVCApp.self
        case .mvp: MVPApp.self
        case .viper: VIPERApp.self
        case .closureMVVM: ClosureMVVMApp.self
        case .reactiveMVVM: ReactiveMVVMApp.self
        case .observationMVVM: ObservationMVVMApp.self
        case .redux: ReduxApp.self
        case .tca: ComposableApp.self
        }
    }
}

/// What each architecture's target exposes to the registry: `static func makeApp(feature:dependencies:)`
/// on its `<Target>App`.
private protocol ArchitectureEntryPoint {
    @MainActor
    static func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController
}

extension MVCApp: ArchitectureEntryPoint {}
extension MVPApp: ArchitectureEntryPoint {}
extension VIPERApp: ArchitectureEntryPoint {}
extension ClosureMVVMApp: ArchitectureEntryPoint {}
extension ReactiveMVVMApp: ArchitectureEntryPoint {}
extension ObservationMVVMApp: ArchitectureEntryPoint {}
extension ReduxApp: ArchitectureEntryPoint {}
extension ComposableApp: ArchitectureEntryPoint {}
