import Domain
import Harness
import Testing

/// The conformance suite: every built-in scenario on every architecture (played once, in
/// ``BuiltInMatrix``, and read by each test).
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
        let result = await BuiltInMatrix.cell(scenario, on: architecture).result
        #expect(result.failure == nil, "\(scenario.source): \(architecture): \(result.failure?.description ?? "")")
        #expect(result.leaks.isEmpty, "\(scenario.source): \(architecture): \(result.leaks)")
        #expect(result.transcript.entries.count == scenario.steps.count + 1)
    }

    @Test(arguments: scenarios)
    func transcriptsAreEqualAcrossArchitectures(scenario: Scenario) async {
        let row = await BuiltInMatrix.row(scenario)
        #expect(row.cells.map(\.result.architecture) == Architecture.allCases.map(\.name))
        for cell in row.cells {
            #expect(cell.divergence == nil, "\(cell.result.architecture): \(cell.divergence?.description ?? "")")
        }
        #expect(row.cells.allSatisfy { $0.passed })
    }
}
