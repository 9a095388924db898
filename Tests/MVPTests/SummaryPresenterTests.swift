import Domain
import TestSupport
import Testing

@testable import MVP

/// Summary's presenter with a fake view that records what it was told, and a service the test
/// answers by hand: no widgets, no sleeping.
@MainActor
@Suite("MVP: Summary's presenter with a fake view")
struct SummaryPresenterTests {
    final class FakeSummaryView: SummaryView {
        var calls: [String] = []
        func setLoadButtonEnabled(_ isEnabled: Bool) { calls.append("loadEnabled \(isEnabled)") }
        func setLoadingIndicatorAnimating(_ isAnimating: Bool) { calls.append("animating \(isAnimating)") }
        func showGlobal(_ text: String) { calls.append("global \(text)") }
        func reloadCountries() { calls.append("reload") }
        func showError(_ message: String) { calls.append("error \(message)") }
        func hideError() { calls.append("hideError") }
    }

    let service = ControlledSummaryService()
    let view = FakeSummaryView()

    func makePresenter() -> SummaryPresenter {
        let presenter = SummaryPresenter(summaryService: service)
        presenter.view = view
        return presenter
    }

    /// Taps Load, answers the fetch with `result` and waits until the presenter has told the view.
    func load(_ presenter: SummaryPresenter, answering result: Result<Summary, SummaryError>) async throws {
        presenter.loadButtonTapped()
        let task = try #require(presenter.loadTask)
        await service.nextRequest()
        service.respond(with: result)
        await task.value
    }

    @Test func loadTellsTheViewItIsLoadingThenShowsTheSummary() async throws {
        let presenter = makePresenter()
        presenter.loadButtonTapped()
        let task = try #require(presenter.loadTask)
        await service.nextRequest()
        #expect(view.calls == ["hideError", "loadEnabled false", "animating true"])

        view.calls = []
        service.respond(with: .success(.sample()))
        await task.value
        #expect(
            view.calls == [
                "reload", "global Global: 423 new cases, 111 new deaths", "animating false", "loadEnabled true",
            ])
        #expect(presenter.numberOfCountries == 2)
        #expect(presenter.countryTitle(at: 0) == "Viet Nam: 7 - Death: 0")
        #expect(presenter.countryTitle(at: 1) == "Italy: 416 - Death: 111")
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 500), "Server error (HTTP 500)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func aFailureShowsTheDomainsMessageAndKeepsTheRows(error: SummaryError, message: String) async throws {
        let presenter = makePresenter()
        try await load(presenter, answering: .success(.sample()))
        view.calls = []
        try await load(presenter, answering: .failure(error))
        #expect(
            view.calls == [
                "hideError", "loadEnabled false", "animating true", "error \(message)", "animating false", "loadEnabled true",
            ])
        #expect(presenter.numberOfCountries == 2, "a failure keeps the rows of the last success")
    }

    @Test func aSecondTapWhileLoadingStartsNothing() async throws {
        let presenter = makePresenter()
        presenter.loadButtonTapped()
        let task = try #require(presenter.loadTask)
        presenter.loadButtonTapped()
        await service.nextRequest()
        #expect(service.fetchCount == 1)
        #expect(view.calls.filter { $0 == "animating true" }.count == 1)
        service.respond(with: .failure(.unreachable))
        await task.value
        #expect(service.pendingCount == 0)
    }

    @Test func aPresenterThatIsGoneIsFreedAndItsAnswerIgnored() async throws {
        var presenter: SummaryPresenter? = makePresenter()
        presenter?.loadButtonTapped()
        let task = try #require(presenter?.loadTask)
        await service.nextRequest()
        weak let watched = presenter
        presenter = nil
        #expect(watched == nil, "the request in flight does not keep the presenter alive")
        view.calls = []
        service.respond(with: .success(.sample()))
        await task.value
        #expect(view.calls.isEmpty)
    }

    @Test func presenterHoldsItsViewWeakly() async throws {
        let presenter = SummaryPresenter(summaryService: service)
        var fake: FakeSummaryView? = FakeSummaryView()
        presenter.view = fake
        weak let watched = fake
        fake = nil
        #expect(watched == nil)
        try await load(presenter, answering: .success(.sample()))  // no view: nothing to tell, no crash
        #expect(presenter.numberOfCountries == 2)
    }
}
