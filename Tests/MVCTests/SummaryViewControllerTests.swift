import Domain
import TestSupport
import Testing
import Widgets

@testable import MVC

/// The Summary controller, driven through its widgets, against a service the test answers by
/// hand: tap Load, wait for the fetch to arrive, answer it, wait for the spinner to stop.
@MainActor
@Suite("MVC: Summary's controller")
struct SummaryViewControllerTests {
    let service = ControlledSummaryService()

    func loadedController() -> SummaryViewController {
        let controller = SummaryViewController(summaryService: service)
        controller.loadViewIfNeeded()
        return controller
    }

    /// Taps Load, answers the fetch with `result` and waits until the controller has shown it.
    func load(_ controller: SummaryViewController, answering result: Result<Summary, SummaryError>) async {
        controller.loadButton.tap()
        await answer(controller, with: result)
    }

    /// Answers the fetch in flight with `result` and waits until the controller has shown it.
    func answer(_ controller: SummaryViewController, with result: Result<Summary, SummaryError>) async {
        await service.nextRequest()
        #expect(service.respond(with: result))
        #expect(await yieldUntil { !controller.loadingIndicator.isAnimating })
    }

    @Test func startsEmptyAndDoesNotLoadByItself() async {
        let controller = loadedController()
        await Task.yield()
        #expect(service.fetchCount == 0)
        #expect(controller.title == "COVID-19")
        #expect(controller.widgets.map(\.id) == ["load", "loading", "global", "countries", "toast"])
        #expect(controller.loadButton.isEnabled)
        #expect(controller.loadingIndicator.isHidden && !controller.loadingIndicator.isAnimating)
        #expect(controller.globalLabel.isHidden)
        #expect(controller.countriesTable.cells.isEmpty)
        #expect(controller.toast.isHidden)
    }

    @Test func loadShowsTheSpinnerThenTheSummary() async {
        let controller = loadedController()
        controller.loadButton.tap()
        await service.nextRequest()
        #expect(!controller.loadButton.isEnabled)
        #expect(controller.loadingIndicator.isAnimating && !controller.loadingIndicator.isHidden)
        #expect(!controller.loadButton.tap(), "Load is disabled while the request is in flight")
        #expect(service.fetchCount == 1)

        await answer(controller, with: .success(.sample()))
        #expect(
            controller.countriesTable.cells == [
                TableCell(title: "Viet Nam: 7 - Death: 0"), TableCell(title: "Italy: 416 - Death: 111"),
            ])
        #expect(controller.globalLabel.text == "Global: 423 new cases, 111 new deaths")
        #expect(!controller.globalLabel.isHidden)
        #expect(controller.loadButton.isEnabled)
        #expect(controller.loadingIndicator.isHidden)
        #expect(controller.toast.isHidden)
    }

    @Test(arguments: [
        (SummaryError.unreachable, "Could not reach the server"),
        (.serverError(statusCode: 503), "Server error (HTTP 503)"),
        (.serverMessage("Caching in progress"), "Caching in progress"),
        (.unexpectedResponse, "Unexpected response from the server"),
    ])
    func eachFailureShowsTheContractsMessage(error: SummaryError, message: String) async {
        let controller = loadedController()
        await load(controller, answering: .failure(error))
        #expect(controller.toast.message == message)
        #expect(!controller.toast.isHidden)
        #expect(controller.loadButton.isEnabled)
    }

    @Test func aFailureKeepsTheLastSuccessAndANewLoadHidesTheToast() async {
        let controller = loadedController()
        await load(controller, answering: .success(.sample()))
        await load(controller, answering: .failure(.serverError(statusCode: 500)))
        #expect(controller.toast.message == "Server error (HTTP 500)")
        #expect(controller.countriesTable.numberOfRows == 2)
        #expect(controller.globalLabel.text == "Global: 423 new cases, 111 new deaths")

        controller.loadButton.tap()
        #expect(controller.toast.isHidden, "a new tap of Load hides the toast")
        #expect(controller.countriesTable.numberOfRows == 2, "the rows stay while loading")

        // Answer the request still in flight: left waiting, the suspended fetch and the service
        // would keep each other alive for the rest of the process.
        await answer(controller, with: .success(.sample(countries: [("Chad", 1, 2)], newConfirmed: 1, newDeaths: 2)))
        #expect(controller.countriesTable.cells == [TableCell(title: "Chad: 1 - Death: 2")])
        #expect(controller.globalLabel.text == "Global: 1 new cases, 2 new deaths")
    }

    @Test func aNewResponseResetsTheRowsAndKeepsASelectedRowInRange() async {
        let controller = loadedController()
        await load(controller, answering: .success(.sample()))
        #expect(controller.countriesTable.selectRow(at: 1))
        await load(controller, answering: .success(.sample(countries: [("Chad", 1, 2), ("Mali", 3, 4)])))
        #expect(controller.countriesTable.cells.map(\.title) == ["Chad: 1 - Death: 2", "Mali: 3 - Death: 4"])
        #expect(controller.countriesTable.selectedRow == 1, "as a table that reloads keeps it")
    }

    @Test func aFailureBeforeAnySuccessLeavesTheScreenEmpty() async {
        let controller = loadedController()
        await load(controller, answering: .failure(.unreachable))
        #expect(controller.toast.message == "Could not reach the server")
        #expect(controller.globalLabel.isHidden)
        #expect(controller.countriesTable.cells.isEmpty)
    }

    @Test func aControllerThatIsGoneIsFreedAndIgnoresTheAnswer() async {
        var controller: SummaryViewController? = loadedController()
        controller?.loadButton.tap()
        await service.nextRequest()
        weak let watched = controller
        controller = nil
        #expect(watched == nil, "the request in flight does not keep the controller alive")
        #expect(service.respond(with: .success(.sample())))
        #expect(await yieldUntil { service.pendingCount == 0 })
    }
}
