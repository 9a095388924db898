import DirectBaseline
import Domain
import Harness
import Testing
import Widgets

/// The direct baseline as an app the harness can play.
struct DirectFactory: AppFactory {
    var name: String { "Direct" }

    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        DirectApp.makeApp(feature: feature, dependencies: dependencies)
    }
}

/// The baseline must do the work the architectures do, or the benchmarks compare unequal
/// work: it passes every built-in scenario of the features the benchmarks measure.
@Suite("Direct baseline conformance")
struct DirectConformanceTests {
    static let features: [Feature] = [.welcome, .products, .cars]

    @Test("Direct passes the built-in scenarios", arguments: features)
    @MainActor
    func builtInScenarios(feature: Feature) async throws {
        let scenarios = try BuiltInScenarios.load(feature: feature)
        #expect(!scenarios.isEmpty)
        for scenario in scenarios {
            let result = await ScenarioRunner().run(scenario, on: DirectFactory())
            #expect(result.failure == nil, "\(scenario.name): \(String(describing: result.failure))")
            #expect(result.leaks.isEmpty, "\(scenario.name) leaks \(result.leaks)")
        }
    }
}
