import Domain
import TestSupport
import Testing
import Widgets

@testable import MVP

/// Summary's passive view wired to its presenter, driven through its widgets against a service
/// the test answers by hand.
@MainActor
@Suite("MVP: Summary's view with its presenter")
struct SummaryViewControllerTests {
    let service = ControlledSummaryService()

    func loadedController() -> SummaryViewController {
        let controller = SummaryViewController(presenter: SummaryPresenter(summaryService: service))
        controller.loadViewIfNeeded()
        return controller
    }

    /// Taps Load, answers the fetch with `result` and waits until the view has shown it.
    func load(_ controller: SummaryViewController, answering result: Result<Summary, SummaryError>) async {
        controller.loadButton.tap()
        await service.nextRequest()
        #expect(service.respond(with: result))
        #expect(await turns { controller.loadButton.isEnabled })
    }

    @Test func aNewResponseResetsTheRowsAndKeepsASelectedRowInRange() async {
        let controller = loadedController()
        await load(controller, answering: .success(.sample()))
        #expect(controller.countriesTable.selectRow(at: 1))
        await load(controller, answering: .success(.sample(countries: [("Chad", 1, 2), ("Mali", 3, 4)])))
        #expect(controller.countriesTable.cells.map(\.title) == ["Chad: 1 - Death: 2", "Mali: 3 - Death: 4"])
        #expect(controller.countriesTable.selectedRow == 1, "as a table that reloads keeps it")
    }
}
