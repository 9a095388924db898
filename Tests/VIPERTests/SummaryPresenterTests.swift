import Domain
import TestSupport
import Testing

@testable import VIPER

/// Summary's presenter with a mock view and interactor.
@MainActor
@Suite("VIPER: Summary's presenter with mock view and interactor")
struct SummaryPresenterTests {
    final class MockSummaryView: SummaryViewInput {
        var calls: [String] = []
        var rows: [String] = []
        func setLoadButtonEnabled(_ isEnabled: Bool) { calls.append("loadEnabled \(isEnabled)") }
        func setLoadingIndicatorAnimating(_ isAnimating: Bool) { calls.append("animating \(isAnimating)") }
        func show(_ displayData: SummaryDisplayData) {
            calls.append("show \(displayData.global)")
            rows = displayData.countries.map(\.title)
        }
        func showError(_ message: String) { calls.append("error \(message)") }
        func hideError() { calls.append("hideError") }
    }

    final class MockSummaryInteractor: SummaryInteractorInput {
        var fetches = 0
        func fetchSummary() { fetches += 1 }
    }

    let interactor = MockSummaryInteractor()
    let view = MockSummaryView()

    func makePresenter() -> SummaryPresenter {
        let presenter = SummaryPresenter(interactor: interactor)
        presenter.view = view
        return presenter
    }

    @Test func loadShowsTheLoadingStateAndAsksTheInteractorOnceWhileItFetches() {
        let presenter = makePresenter()
        presenter.loadButtonTapped()
        presenter.loadButtonTapped()
        #expect(view.calls == ["hideError", "loadEnabled false", "animating true"])
        #expect(interactor.fetches == 1)
    }

    @Test func aSummaryFillsTheTableAndTheGlobalLineThenEndsTheLoadingState() {
        let presenter = makePresenter()
        presenter.loadButtonTapped()
        view.calls = []
        presenter.didFetchSummary(.sample())
        #expect(
            view.calls == [
                "show Global: 423 new cases, 111 new deaths", "animating false", "loadEnabled true",
            ])
        #expect(view.rows == ["Viet Nam: 7 - Death: 0", "Italy: 416 - Death: 111"])
        presenter.loadButtonTapped()
        #expect(interactor.fetches == 2, "Load works again once the fetch ended")
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 500), "Server error (HTTP 500)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func aFailureShowsThePresentersTextAndKeepsTheLastSuccessesCountries(error: SummaryError, message: String) {
        let presenter = makePresenter()
        presenter.didFetchSummary(.sample())
        view.calls = []
        presenter.didFailToFetchSummary(error)
        #expect(view.calls == ["error \(message)", "animating false", "loadEnabled true"])
        #expect(view.rows.count == 2)
    }
}
