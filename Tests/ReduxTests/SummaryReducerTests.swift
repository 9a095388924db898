import Domain
import ReduxStore
import TestSupport
import Testing
import Widgets

@testable import Redux

/// Summary's reducer as a pure function, and its middleware as the one place that waits.
@Suite("Redux: Summary's reducer")
struct SummaryReducerTests {
    @Test func aTapStartsARequestThenItSucceeds() {
        var state = SummaryState(isLoading: false, lastSuccess: nil, error: .unreachable)
        state = summaryReducer(action: SummaryAction.loadButtonTapped, state: state)
        #expect(state.isLoading)
        #expect(state.error == nil)
        state = summaryReducer(action: SummaryAction.requestSucceeded(.sample()), state: state)
        #expect(!state.isLoading)
        #expect(state.lastSuccess == .sample())
    }

    @Test func aFailureKeepsTheLastSuccess() {
        let loaded = SummaryState(isLoading: true, lastSuccess: .sample(), error: nil)
        let state = summaryReducer(action: SummaryAction.requestFailed(.serverError(statusCode: 500)), state: loaded)
        #expect(state.lastSuccess == .sample())
        #expect(state.error == .serverError(statusCode: 500))
        #expect(state.error?.toastMessage == "Server error (HTTP 500)")
        #expect(!state.isLoading)
    }

    /// The state keeps the failure's kind; the screen shows the contract's text for it.
    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsText(_ error: SummaryError, _ text: String) {
        #expect(error.toastMessage == text)
    }

    @Test func aTapWhileARequestIsInFlightChangesNothing() {
        let loading = SummaryState(isLoading: true, lastSuccess: .sample(), error: nil)
        #expect(summaryReducer(action: SummaryAction.loadButtonTapped, state: loading) == loading)
    }
}

@MainActor
@Suite("Redux: Summary's middleware")
struct SummaryMiddlewareTests {
    @Test func aSecondTapWhileLoadingStartsNothing() async {
        let service = ControlledSummaryService()
        let store = Store<AppState>(
            reducer: appReducer, state: AppState(dependencies: AppDependencies(summaryService: service)),
            middleware: [summaryMiddleware(service: service)])
        store.dispatch(SummaryAction.loadButtonTapped)
        await service.nextRequest()
        store.dispatch(SummaryAction.loadButtonTapped)
        for _ in 0..<20 { await Task.yield() }
        #expect(service.fetchCount == 1)
        #expect(store.state.summary.isLoading)
        service.respond(with: .success(.sample()))
        for _ in 0..<100 where store.state.summary.isLoading { await Task.yield() }
        #expect(store.state.summary.lastSuccess == .sample())
    }

    /// Two taps queued behind one another (dispatched during a dispatch) start one request: the
    /// reducer decides, and the second tap finds the first one's `isLoading`.
    @Test func twoQueuedTapsStartOneRequest() async {
        let service = ControlledSummaryService()
        let store = Store<AppState>(
            reducer: appReducer, state: AppState(dependencies: AppDependencies(summaryService: service)),
            middleware: [summaryMiddleware(service: service)])
        let tapper = DoubleTapper(store: store)
        store.subscribe(tapper) { $0.select(\.summary) }
        await service.nextRequest()
        for _ in 0..<20 { await Task.yield() }
        #expect(service.fetchCount == 1)
        #expect(store.state.summary.isLoading)
        service.respond(with: .success(.sample()))
        for _ in 0..<100 where store.state.summary.isLoading { await Task.yield() }
        #expect(store.state.summary.lastSuccess == .sample())
        #expect(service.fetchCount == 1)
    }

    /// Taps Load twice from its first delivery, which the store delivers inside a dispatch, so
    /// both taps are queued.
    final class DoubleTapper: StoreSubscriber {
        let store: Store<AppState>
        var tapped = false

        init(store: Store<AppState>) { self.store = store }

        func newState(state: SummaryState) {
            guard !tapped else { return }
            tapped = true
            store.dispatch(SummaryAction.loadButtonTapped)
            store.dispatch(SummaryAction.loadButtonTapped)
        }
    }

    @Test func aTapStartsOneRequestAndItsAnswerIsDispatched() async {
        let service = ControlledSummaryService()
        let app = ReduxApp.makeApp(feature: .summary, dependencies: AppDependencies(summaryService: service))
        let driver = ScreenDriver(app)
        driver.tap("load")
        await service.nextRequest()
        #expect(driver.isEnabled("load") == false)
        #expect(driver.widget("load", as: Widgets.Button.self).tap() == false, "disabled while in flight")
        #expect(service.fetchCount == 1)
        service.respond(with: .failure(.unreachable))
        for _ in 0..<100 where driver.isHidden("toast") == true { await Task.yield() }
        #expect(driver.text("toast") == "Could not reach the server")
        #expect(driver.isEnabled("load") == true)
    }
}

@MainActor
@Suite("Redux: Summary renders the state it selects")
struct SummaryRenderingTests {
    @Test func aNewRequestKeepsTheLastSuccessOnScreen() async {
        let service = ControlledSummaryService()
        let app = ReduxApp.makeApp(feature: .summary, dependencies: AppDependencies(summaryService: service))
        let driver = ScreenDriver(app)
        driver.tap("load")
        await service.nextRequest()
        service.respond(with: .success(.sample()))
        for _ in 0..<100 where driver.isEnabled("load") == false { await Task.yield() }
        let rows = driver.rows("countries")
        #expect(rows.count == 2)
        let global = driver.text("global")

        driver.tap("load")
        await service.nextRequest()
        #expect(driver.isEnabled("load") == false)
        #expect(driver.rows("countries") == rows)
        #expect(driver.text("global") == global && driver.isHidden("global") == false)
        service.respond(with: .failure(.unreachable))
        for _ in 0..<100 where driver.isEnabled("load") == false { await Task.yield() }
        #expect(driver.rows("countries") == rows)
        #expect(driver.text("toast") == "Could not reach the server")
    }

    /// A response replaces the countries whole, and the table is reset to them as
    /// `reloadData()` would: a selected row stays selected, as on MVC's screen.
    @Test func aNewResponseKeepsTheSelectedRow() async {
        let service = ControlledSummaryService()
        let driver = ScreenDriver(
            ReduxApp.makeApp(feature: .summary, dependencies: AppDependencies(summaryService: service)))
        driver.tap("load")
        await service.nextRequest()
        service.respond(with: .success(.sample()))
        for _ in 0..<100 where driver.isEnabled("load") == false { await Task.yield() }
        driver.select(row: 1, in: "countries")
        driver.tap("load")
        await service.nextRequest()
        service.respond(with: .success(.sample(countries: [("Peru", 1, 0), ("Chile", 2, 0), ("Spain", 3, 0)])))
        for _ in 0..<100 where driver.isEnabled("load") == false { await Task.yield() }
        #expect(driver.rows("countries").count == 3)
        #expect(driver.widget("countries", as: Widgets.TableView.self).selectedRow == 1)
    }
}
