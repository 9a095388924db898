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
        var rows: [String] = []
        func setLoadButtonEnabled(_ isEnabled: Bool) { calls.append("loadEnabled \(isEnabled)") }
        func setLoadingIndicatorAnimating(_ isAnimating: Bool) { calls.append("animating \(isAnimating)") }
        func showGlobal(_ text: String) { calls.append("global \(text)") }
        func showCountries(_ rows: [CountryRow]) {
            calls.append("rows \(rows.count)")
            self.rows = rows.map(\.title)
        }
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

    /// Taps Load, answers the fetch with `result` and waits until the presenter has told the view
    /// the request ended (`fake`'s Load enabled again).
    func load(
        _ presenter: SummaryPresenter, answering result: Result<Summary, SummaryError>, fake: FakeSummaryView? = nil
    ) async {
        let fake = fake ?? view
        presenter.loadButtonTapped()
        await service.nextRequest()
        let told = fake.calls.count
        service.respond(with: result)
        #expect(await turns { fake.calls.dropFirst(told).contains("loadEnabled true") })
    }

    @Test func loadTellsTheViewItIsLoadingThenShowsTheSummary() async throws {
        let presenter = makePresenter()
        presenter.loadButtonTapped()
        await service.nextRequest()
        #expect(view.calls == ["hideError", "loadEnabled false", "animating true"])

        view.calls = []
        service.respond(with: .success(.sample()))
        #expect(await turns { !view.calls.isEmpty })
        #expect(
            view.calls == [
                "rows 2", "global Global: 423 new cases, 111 new deaths", "animating false", "loadEnabled true",
            ])
        #expect(view.rows == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 500), "Server error (HTTP 500)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func aFailureShowsThePresentersTextAndKeepsTheRows(error: SummaryError, message: String) async {
        let presenter = makePresenter()
        await load(presenter, answering: .success(.sample()))
        view.calls = []
        await load(presenter, answering: .failure(error))
        #expect(
            view.calls == [
                "hideError", "loadEnabled false", "animating true", "error \(message)", "animating false", "loadEnabled true",
            ])
        #expect(view.rows.count == 2, "a failure keeps the rows of the last success")
    }

    @Test func aSecondTapWhileLoadingStartsNothing() async {
        let presenter = makePresenter()
        presenter.loadButtonTapped()
        presenter.loadButtonTapped()
        await service.nextRequest()
        #expect(service.fetchCount == 1)
        #expect(view.calls.filter { $0 == "animating true" }.count == 1)
        service.respond(with: .failure(.unreachable))
        #expect(await turns { view.calls.last == "loadEnabled true" })
        #expect(service.pendingCount == 0)
        await load(presenter, answering: .failure(.unreachable))
        #expect(service.fetchCount == 2, "Load works again once the request ended")
    }

    @Test func aPresenterThatIsGoneIsFreedAndItsAnswerIgnored() async {
        var presenter: SummaryPresenter? = makePresenter()
        presenter?.loadButtonTapped()
        await service.nextRequest()
        weak let watched = presenter
        presenter = nil
        #expect(watched == nil, "the request in flight does not keep the presenter alive")
        view.calls = []
        service.respond(with: .success(.sample()))
        #expect(!(await turns { !view.calls.isEmpty }))
    }

    @Test func presenterHoldsItsViewWeakly() async {
        let presenter = SummaryPresenter(summaryService: service)
        var fake: FakeSummaryView? = FakeSummaryView()
        presenter.view = fake
        weak let watched = fake
        fake = nil
        #expect(watched == nil)
        presenter.loadButtonTapped()
        await service.nextRequest()
        service.respond(with: .success(.sample()))  // no view: nothing to tell, no crash
        for _ in 0..<100 { await Task.yield() }  // the answer lands on no view
        presenter.view = view
        await load(presenter, answering: .success(.sample()))
        #expect(view.rows.count == 2, "the first request ended: Load works again")
    }

    @Test func thePresenterWritesEachFailuresText() {
        #expect(SummaryPresenter.message(for: .serverError(statusCode: 404)) == "Server error (HTTP 404)")
        #expect(SummaryPresenter.message(for: .serverMessage("")) == "")
    }
}
