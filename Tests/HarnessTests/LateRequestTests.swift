import Domain
import Harness
import Testing
import Widgets

/// An app whose request reaches the service only after several main-actor turns (as one that
/// hops through a few tasks would). The runner must still find it at the `respond` step, and
/// see its answer before the next `expect`.
struct LateRequestApp: AppFactory {
    var name: String { "Late" }

    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let screen = Screen(title: "COVID-19")
        let load = Button(id: "load", title: "Load")
        let toast = Toast(id: "toast")
        screen.add(load, toast)
        let service = dependencies.summaryService
        load.addAction { [weak toast] in
            Task {
                for _ in 0..<50 { await Task.yield() }
                do throws(SummaryError) {
                    _ = try await service.fetchSummary()
                } catch {
                    for _ in 0..<3 { await Task.yield() }
                    toast?.message = "\(error)"
                }
            }
        }
        return NavigationController(rootScreen: screen)
    }
}

@MainActor
@Suite("The runner waits for requests and answers it can see")
struct LateRequestTests {
    @Test func aRequestThatArrivesLateIsStillAnswered() async {
        let scenario = Scenario(
            name: "late", feature: .summary,
            steps: [
                .tap("load"),
                .respond(.status(500, body: "")),
                .expect(Expectation(widgets: [WidgetExpectation(id: "toast", text: "serverError(statusCode: 500)")])),
            ])
        let result = await ScenarioRunner().run(scenario, on: LateRequestApp())
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        #expect(result.leaks.isEmpty)
    }
}
