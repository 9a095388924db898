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
        func setLoadButtonEnabled(_ isEnabled: Bool) { calls.append("loadEnabled \(isEnabled)") }
        func setLoadingIndicatorAnimating(_ isAnimating: Bool) { calls.append("animating \(isAnimating)") }
        func showGlobal(_ text: String) { calls.append("global \(text)") }
        func reloadCountries() { calls.append("reload") }
        func showError(_ message: String) { calls.append("error \(message)") }
        func hideError() { calls.append("hideError") }
    }

    final class MockSummaryInteractor: SummaryInteractorInput {
        var isFetching = false
        var fetches = 0
        func fetchSummary() {
            fetches += 1
            isFetching = true
        }
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

    @Test func aSummaryFillsTheTableAndTheHeadlineThenEndsTheLoadingState() {
        let presenter = makePresenter()
        let summary = Summary.sample()
        presenter.didFetchSummary(summary)
        #expect(view.calls == ["reload", "global \(summary.global.headline)", "animating false", "loadEnabled true"])
        #expect(presenter.numberOfCountries == 2)
        #expect(presenter.countryTitle(at: 1) == summary.countries[1].rowTitle)
    }

    @Test func aFailureShowsItsMessageAndKeepsTheLastSuccessesCountries() {
        let presenter = makePresenter()
        presenter.didFetchSummary(.sample())
        view.calls = []
        presenter.didFailToFetchSummary(.unreachable)
        #expect(view.calls == ["error \(SummaryError.unreachable.message)", "animating false", "loadEnabled true"])
        #expect(presenter.numberOfCountries == 2)
    }
}
