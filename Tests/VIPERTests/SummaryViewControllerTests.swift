import Domain
import TestSupport
import Testing
import Widgets

@testable import VIPER

/// Summary's module as its router assembles it, driven through the view's widgets against a
/// service the test answers by hand.
@MainActor
@Suite("VIPER: Summary's module through its view")
struct SummaryViewControllerTests {
    let service = ControlledSummaryService()

    func loadedModule() -> SummaryViewController {
        let view = SummaryRouter.makeModule(summaryService: service)
        view.loadViewIfNeeded()
        return view
    }

    /// Taps Load, answers the fetch with `result` and waits until the view has shown it.
    func load(_ view: SummaryViewController, answering result: Result<Summary, SummaryError>) async {
        view.loadButton.tap()
        await service.nextRequest()
        #expect(service.respond(with: result))
        #expect(await turns { view.loadButton.isEnabled })
    }

    @Test func aNewResponseResetsTheRowsAndKeepsASelectedRowInRange() async {
        let view = loadedModule()
        await load(view, answering: .success(.sample()))
        #expect(view.countriesTable.selectRow(at: 1))
        await load(view, answering: .success(.sample(countries: [("Chad", 1, 2), ("Mali", 3, 4)])))
        #expect(view.countriesTable.cells.map(\.title) == ["Chad: 1 - Death: 2", "Mali: 3 - Death: 4"])
        #expect(view.countriesTable.selectedRow == 1, "as a table that reloads keeps it")
    }
}
