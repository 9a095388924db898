import Domain
import Harness
import Testing

/// The conformance suite: every built-in scenario on every architecture.
@MainActor
@Suite("Every architecture passes every built-in scenario")
struct ConformanceTests {
    nonisolated static let scenarios: [Scenario] = (try? BuiltInScenarios.load()) ?? []

    @Test func builtInScenariosLoadAndCoverEveryFeatureBuilt() throws {
        let scenarios = try BuiltInScenarios.load()
        #expect(!scenarios.isEmpty)
        #expect(Set(scenarios.map(\.feature)) == Set(Feature.allCases))
    }

    @Test(arguments: Architecture.allCases, scenarios)
    func scenarioPasses(architecture: Architecture, scenario: Scenario) async {
        let result = await ScenarioRunner().run(scenario, on: architecture)
        #expect(result.failure == nil, "\(scenario.source): \(architecture): \(result.failure?.description ?? "")")
        #expect(result.leaks.isEmpty, "\(scenario.source): \(architecture): \(result.leaks)")
        #expect(result.transcript.entries.count == scenario.steps.count + 1)
    }

    @Test(arguments: scenarios)
    func transcriptsAreEqualAcrossArchitectures(scenario: Scenario) async {
        let report = await Conformance.run([scenario], on: Architecture.allCases)
        for cell in report.rows[0].cells {
            #expect(cell.divergence == nil, "\(cell.result.architecture): \(cell.divergence?.description ?? "")")
        }
        #expect(report.allPassed)
    }
}
