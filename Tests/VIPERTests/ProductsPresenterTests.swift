import Domain
import Testing

@testable import VIPER

/// Products' and the editor's presenters with a mock view, interactor and router each.
@MainActor
@Suite("VIPER: Products' presenters with mock view, interactor and router")
struct ProductsPresenterTests {
    final class MockProductsView: ProductsViewInput {
        var calls: [String] = []
        func reloadProducts() { calls.append("reload") }
        func insertProduct(at row: Int) { calls.append("insert \(row)") }
        func reloadProduct(at row: Int) { calls.append("redraw \(row)") }
        func moveProduct(from oldRow: Int, to newRow: Int) { calls.append("move \(oldRow) \(newRow)") }
        func removeProduct(at row: Int) { calls.append("remove \(row)") }
        func deselectProduct(at row: Int) { calls.append("deselect \(row)") }
    }

    final class MockProductsInteractor: ProductsInteractorInput {
        // In list order: Cup, Pen.
        var products = ProductDataStore(products: [
            Product(id: "pen", name: "Pen", price: 2.5), Product(id: "cup", name: "Cup", price: 1200),
        ]).products
        var calls: [String] = []
        func deleteProduct(at row: Int) { calls.append("delete \(row)") }
        func saveProduct(_ product: Product, in mode: ProductEditorMode) { calls.append("save \(product.id) \(mode.titleText)") }
    }

    final class MockProductsRouter: ProductsRouterInput {
        var calls: [String] = []
        func showProduct(mode: ProductEditorMode, output: any ProductModuleOutput) {
            calls.append(mode.product.map { "edit \($0.id)" } ?? "new")
        }
    }

    final class MockProductView: ProductViewInput {
        var calls: [String] = []
        func setTitle(_ title: String) { calls.append("title \(title)") }
        func display(id: String, name: String, price: String) { calls.append("display \(id) \(name) \(price)") }
        func setIDFieldEnabled(_ isEnabled: Bool) { calls.append("idEnabled \(isEnabled)") }
        func showError(_ message: String) { calls.append("error \(message)") }
    }

    final class MockProductInteractor: ProductInteractorInput {
        var mode = ProductEditorMode.new
        var validated: [[String]] = []
        func validate(id: String, name: String, price: String) { validated.append([id, name, price]) }
    }

    final class MockProductRouter: ProductRouterInput {
        var closes = 0
        func close() { closes += 1 }
    }

    final class MockProductOutput: ProductModuleOutput {
        var saved: [String] = []
        func productModule(didSave product: Product, in mode: ProductEditorMode) {
            saved.append("\(product.id) \(mode.titleText)")
        }
    }

    @Test func theRowsAreTheInteractorsProductsWithPricesAsTheDomainFormatsThem() {
        let presenter = ProductsPresenter(interactor: MockProductsInteractor(), router: MockProductsRouter())
        let view = MockProductsView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["reload"])
        #expect(presenter.numberOfRows == 2)
        #expect(presenter.row(at: 0) == ProductRow(title: "Cup", detail: "1200.00"))
        #expect(presenter.row(at: 1) == ProductRow(title: "Pen", detail: "2.50"))
    }

    @Test func selectionDeselectsAndOpensTheEditorThroughTheRouterOnlyForARealRow() {
        let router = MockProductsRouter()
        let presenter = ProductsPresenter(interactor: MockProductsInteractor(), router: router)
        let view = MockProductsView()
        presenter.view = view
        presenter.rowSelected(at: 1)
        presenter.rowSelected(at: 7)
        presenter.addButtonTapped()
        #expect(view.calls == ["deselect 1", "deselect 7"])
        #expect(router.calls == ["edit pen", "new"])
    }

    @Test func deletionsAndSavesGoToTheInteractorAndItsRowsToTheView() {
        let interactor = MockProductsInteractor()
        let presenter = ProductsPresenter(interactor: interactor, router: MockProductsRouter())
        let view = MockProductsView()
        presenter.view = view
        presenter.rowDeleted(at: 0)
        presenter.productModule(didSave: Product(id: "ink", name: "Ink", price: 1), in: .new)
        #expect(interactor.calls == ["delete 0", "save ink New Product"])
        for change in [
            ProductListChange.inserted(row: 3), .reloaded(row: 1), .moved(from: 0, to: 2), .removed(row: 4), .reloadedAll,
        ] {
            presenter.productsDidChange(change)
        }
        #expect(view.calls == ["insert 3", "redraw 1", "move 0 2", "remove 4", "reload"])
    }

    @Test func aNewProductShowsOnlyItsTitle() {
        let presenter = ProductPresenter(interactor: MockProductInteractor(), router: MockProductRouter())
        let view = MockProductView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["title New Product"])
    }

    @Test func anEditedProductFillsTheFieldsFixesTheIDAndValidatesWhatWasTyped() {
        let interactor = MockProductInteractor()
        interactor.mode = .edit(Product(id: "pen", name: "Pen", price: 2.5))
        let presenter = ProductPresenter(interactor: interactor, router: MockProductRouter())
        let view = MockProductView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["title Edit Product", "display pen Pen 2.50", "idEnabled false"])
        presenter.saveButtonTapped()
        presenter.nameFieldChanged("Ink pen")
        presenter.priceFieldChanged("3")
        presenter.saveButtonTapped()
        #expect(interactor.validated == [["pen", "Pen", "2.50"], ["pen", "Ink pen", "3"]])
    }

    @Test func aValidProductGoesToTheOpenerThenTheEditorCloses() {
        let router = MockProductRouter()
        let output = MockProductOutput()
        let presenter = ProductPresenter(interactor: MockProductInteractor(), router: router)
        let view = MockProductView()
        presenter.view = view
        presenter.moduleOutput = output
        presenter.didFailValidation(.nameRequired)
        #expect(view.calls == ["error Name is required"])
        #expect(router.closes == 0)
        presenter.didValidate(Product(id: "ink", name: "Ink", price: 1))
        #expect(output.saved == ["ink New Product"])
        #expect(router.closes == 1)
    }
}
