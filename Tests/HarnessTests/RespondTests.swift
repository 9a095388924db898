import Domain
import Foundation
import Testing

@testable import Harness

/// The `respond` step and the service behind it: a summary request is held in flight until a
/// step answers it, every kind of answer reads as the real services would read it, and a run
/// that ends with a request held frees everything.
@MainActor
@Suite("respond: the harness holds a request in flight and answers it")
struct RespondTests {
    nonisolated static let architectures: [Architecture] = [.mvc, .mvp, .closureMVVM]

    static var realFixture: String {
        BuiltInScenarios.folder.appendingPathComponent("summary/fixtures/covid-summary-real.json").path
    }

    func expect(_ widgets: WidgetExpectation...) -> Step {
        .expect(Expectation(widgets: widgets))
    }

    func toast(_ message: String) -> Step {
        expect(
            WidgetExpectation(id: "toast", text: message, hidden: false),
            WidgetExpectation(id: "load", enabled: true),
            WidgetExpectation(id: "loading", hidden: true, animating: false))
    }

    /// Starts a fetch on the main actor, its outcome as a `Result`.
    func fetch(from service: any SummaryService) -> Task<Result<Summary, SummaryError>, Never> {
        Task {
            do throws(SummaryError) {
                return .success(try await service.fetchSummary())
            } catch {
                return .failure(error)
            }
        }
    }

    /// Yields until `condition` holds, at most `limit` times: for tasks the test started on
    /// the main actor to reach their first suspension. No clock involved.
    func yield(until condition: () -> Bool, limit: Int = 1_000) async {
        for _ in 0..<limit where !condition() { await Task.yield() }
    }

    // MARK: - Through the runner

    @Test(arguments: architectures)
    func everyKindOfAnswerShowsWhatTheContractSays(architecture: Architecture) async {
        let steps: [Step] = [
            .tap("load"),
            expect(
                WidgetExpectation(id: "loading", hidden: false, animating: true), WidgetExpectation(id: "load", enabled: false)),
            .respond(.fixture(path: Self.realFixture)),
            expect(
                WidgetExpectation(id: "global", text: "Global: 135514 new cases, 4355 new deaths", hidden: false),
                WidgetExpectation(id: "countries", rowCount: 186),
                WidgetExpectation(id: "toast", hidden: true)),
            .tap("load"), .respond(.unreachable), toast("Could not reach the server"),
            .tap("load"), .respond(.status(500, body: "")), toast("Server error (HTTP 500)"),
            .tap("load"), .respond(.status(200, body: #"{"Message":"Caching in progress"}"#)), toast("Caching in progress"),
            .tap("load"), .respond(.status(200, body: "<html>")), toast("Unexpected response from the server"),
            expect(WidgetExpectation(id: "countries", rowCount: 186)),
        ]
        let result = await ScenarioRunner().run(Scenario(name: "answers", feature: .summary, steps: steps), on: architecture)
        #expect(result.failure == nil, "\(result.failure?.description ?? "")")
        #expect(result.leaks.isEmpty, "\(result.leaks)")
    }

    @Test(arguments: architectures)
    func respondWithNothingInFlightFailsTheStep(architecture: Architecture) async throws {
        let idle = await ScenarioRunner().run(
            Scenario(name: "idle", feature: .summary, steps: [.respond(.unreachable)]), on: architecture)
        let failure = try #require(idle.failure)
        #expect(failure.stepIndex == 0)
        #expect(failure.subject == "no request is in flight")

        let answered = await ScenarioRunner().run(
            Scenario(name: "twice", feature: .summary, steps: [.tap("load"), .respond(.unreachable), .respond(.unreachable)]),
            on: architecture)
        #expect(answered.failure?.stepIndex == 2)
        #expect(answered.failure?.subject == "no request is in flight")
    }

    @Test(arguments: architectures)
    func aRunEndingWithARequestInFlightLeaksNothing(architecture: Architecture) async {
        let steps: [Step] = [.tap("load"), expect(WidgetExpectation(id: "loading", animating: true))]
        let result = await ScenarioRunner().run(Scenario(name: "in flight", feature: .summary, steps: steps), on: architecture)
        #expect(result.failure == nil)
        #expect(result.leaks.isEmpty, "\(result.leaks)")
        #expect(result.passed)
    }

    // MARK: - The held service

    @Test func answersReadAsTheRealServicesReadThem() throws {
        let real = try Response.fixture(path: Self.realFixture).outcome.get()
        #expect(real.countries.count == 186)
        #expect(real.countries.first.map { "\($0.country) \($0.newConfirmed) \($0.newDeaths)" } == "Afghanistan 866 3")
        #expect(real.countries.last.map { "\($0.country) \($0.newConfirmed) \($0.newDeaths)" } == "Zimbabwe 25 0")
        #expect(Response.status(500, body: "{}").outcome == .failure(.serverError(statusCode: 500)))
        #expect(
            Response.status(200, body: #"{"Message":"Caching in progress"}"#).outcome
                == .failure(.serverMessage("Caching in progress")))
        #expect(Response.status(200, body: "{").outcome == .failure(.unexpectedResponse))
        #expect(Response.unreachable.outcome == .failure(.unreachable))
    }

    @Test func heldFetchesAreAnsweredFirstInFirstOut() async {
        let service = HeldSummaryService()
        let first = fetch(from: service)
        await yield { service.pendingCount == 1 }
        let second = fetch(from: service)
        await yield { service.pendingCount == 2 }
        #expect(service.respond(with: .failure(.serverError(statusCode: 501))))
        #expect(service.respond(with: .failure(.serverError(statusCode: 502))))
        #expect(!service.respond(with: .failure(.unreachable)), "nothing is left to answer")
        #expect(await first.value == .failure(.serverError(statusCode: 501)))
        #expect(await second.value == .failure(.serverError(statusCode: 502)))
    }

    @Test func finishingARunFailsWhatIsHeldAndFreesTheService() async throws {
        var session: RunSession? = RunSession(feature: .summary)
        weak let watched = session?.dependencies.summaryService as? HeldSummaryService
        let held = try #require(session.map { fetch(from: $0.dependencies.summaryService) })
        await yield { watched?.pendingCount == 1 }
        #expect(watched?.pendingCount == 1)
        await session?.finish()
        session = nil
        #expect(await held.value == .failure(.unreachable))
        #expect(watched == nil, "no task stays suspended holding the service")
    }

    @Test func aCancelledFetchLeavesTheQueueAsUnreachable() async {
        let service = HeldSummaryService()
        let held = fetch(from: service)
        await yield { service.pendingCount == 1 }
        held.cancel()
        #expect(await held.value == .failure(.unreachable))
        #expect(service.pendingCount == 0)

        let early = fetch(from: service)
        early.cancel()  // cancelled before it ever ran
        #expect(await early.value == .failure(.unreachable))
        #expect(service.pendingCount == 0)
    }
}
