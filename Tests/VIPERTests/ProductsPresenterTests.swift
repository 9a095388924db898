import Domain
import Testing

@testable import VIPER

/// Products' and the editor's presenters with a mock view, interactor and router each.
@MainActor
@Suite("VIPER: Products' presenters with mock view, interactor and router")
struct ProductsPresenterTests {
    final class MockProductsView: ProductsViewInput {
        var calls: [String] = []
        var items: [ProductDisplayItem] = []
        func showProducts(_ items: [ProductDisplayItem]) {
            calls.append("show \(items.count)")
            self.items = items
        }
        func deselectProduct(at row: Int) { calls.append("deselect \(row)") }
    }

    final class MockProductsInteractor: ProductsInteractorInput {
        // In list order: Cup, Pen.
        var products = ProductDataStore(products: [
            Product(id: "pen", name: "Pen", price: 2.5), Product(id: "cup", name: "Cup", price: 1200),
        ]).products
        var calls: [String] = []
        func deleteProduct(id: String) { calls.append("delete \(id)") }
        func saveProduct(_ product: Product, in mode: ProductEditorMode) {
            calls.append("save \(product.id) \(mode.product == nil ? "new" : "edit")")
        }
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
            saved.append("\(product.id) \(mode.product == nil ? "new" : "edit")")
        }
    }

    @Test func theRowsAreTheInteractorsProductsWithPricesWrittenWithTwoDigits() {
        let presenter = ProductsPresenter(interactor: MockProductsInteractor(), router: MockProductsRouter())
        let view = MockProductsView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["show 2"])
        #expect(
            view.items == [
                ProductDisplayItem(id: "cup", title: "Cup", detail: "1200.00"),
                ProductDisplayItem(id: "pen", title: "Pen", detail: "2.50"),
            ])
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

    @Test func deletionsAndSavesGoToTheInteractorAndTheListAfterToTheView() {
        let interactor = MockProductsInteractor()
        let presenter = ProductsPresenter(interactor: interactor, router: MockProductsRouter())
        let view = MockProductsView()
        presenter.view = view
        presenter.rowDeleted(at: 1)
        presenter.rowDeleted(at: 2)
        presenter.rowDeleted(at: -1)
        presenter.productModule(didSave: Product(id: "ink", name: "Ink", price: 1), in: .new)
        #expect(interactor.calls == ["delete pen", "save ink new"], "a row resolves to its product's id; out of range, none")
        presenter.productsDidChange(
            ProductDataStore(products: [Product(id: "ink", name: "Ink", price: 0.5), Product(id: "ant", name: "Ant", price: 0)])
                .products)
        #expect(view.calls == ["show 2"])
        #expect(view.items.map(\.title) == ["Ant", "Ink"])
        #expect(view.items.map(\.detail) == ["0.00", "0.50"])
    }

    @Test func aNewProductStartsEmptyWithTheIDEditable() {
        let presenter = ProductPresenter(interactor: MockProductInteractor(), router: MockProductRouter())
        let view = MockProductView()
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == ["title New Product", "display   ", "idEnabled true"])
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
        for error in ProductValidationError.allCases { presenter.didFailValidation(error) }
        #expect(
            view.calls == [
                "error ID is required", "error ID already exists", "error Name is required",
                "error Price must be a number like 12.50",
            ])
        #expect(router.closes == 0)
        presenter.didValidate(Product(id: "ink", name: "Ink", price: 1))
        #expect(output.saved == ["ink new"])
        #expect(router.closes == 1)
    }
}
