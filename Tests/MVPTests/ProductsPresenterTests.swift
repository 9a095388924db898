import Domain
import Testing

@testable import MVP

/// MVP is tested at the presenters, with fake views that record what they were told: no
/// widgets.
@MainActor
@Suite("MVP: Products' presenters with fake views")
struct ProductsPresenterTests {
    final class FakeProductsView: ProductsView {
        var shown: [[ProductRow]] = []
        var deselected: [Int] = []
        var editor: ProductPresenter?
        func showProducts(_ rows: [ProductRow]) { shown.append(rows) }
        func deselectProduct(at row: Int) { deselected.append(row) }
        func showProduct(with presenter: ProductPresenter) { editor = presenter }

        /// The rows shown last, as the table's (title, detail) pairs.
        var rows: [[String]] { shown.last.map { $0.map { [$0.title, $0.detail] } } ?? [] }
    }

    final class FakeProductView: ProductView {
        var titles: [String] = []
        var shown: [[String]] = []
        var idEnabled: [Bool] = []
        var errors: [String] = []
        var closed = 0
        func setTitle(_ title: String) { titles.append(title) }
        func display(id: String, name: String, price: String) { shown.append([id, name, price]) }
        func setIDFieldEnabled(_ isEnabled: Bool) { idEnabled.append(isEnabled) }
        func showError(_ message: String) { errors.append(message) }
        func close() { closed += 1 }
    }

    @Test func theListIsTheRepositoryInOrderWithPricesWrittenWithTwoDigits() {
        let view = FakeProductsView()
        let presenter = ProductsPresenter(store: ProductDataStore())
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.shown.count == 1)
        #expect(
            view.rows == [
                ["iPad", "900.00"], ["iPhone", "600.00"], ["Keyboard", "6.00"], ["MacBook", "1500.00"], ["Mouse", "5.00"],
            ])
        #expect(view.shown.last?.map(\.id) == ["ipad", "iphone", "keyboard", "macbook", "mouse"])
    }

    @Test func aNewProductsEditorStartsEmptyWithTheIDEditable() throws {
        let listView = FakeProductsView()
        let list = ProductsPresenter(store: ProductDataStore())
        list.view = listView
        list.addButtonTapped()
        let view = FakeProductView()
        let editor = try #require(listView.editor)
        editor.view = view
        editor.viewDidLoad()
        #expect(view.titles == ["New Product"])
        #expect(view.shown == [["", "", ""]])
        #expect(view.idEnabled == [true])
    }

    @Test func aFailedSaveShowsTheErrorAndSavesNothing() throws {
        let store = ProductDataStore()
        let listView = FakeProductsView()
        let list = ProductsPresenter(store: store)
        list.view = listView
        list.addButtonTapped()
        let editor = try #require(listView.editor)
        let view = FakeProductView()
        editor.view = view
        editor.saveButtonTapped()
        editor.idFieldChanged("ipad")
        editor.saveButtonTapped()
        editor.idFieldChanged("pen")
        editor.saveButtonTapped()
        editor.nameFieldChanged("Pen")
        editor.priceFieldChanged("12.345")
        editor.saveButtonTapped()
        #expect(
            view.errors == [
                "ID is required", "ID already exists", "Name is required", "Price must be a number like 12.50",
            ])
        #expect(view.closed == 0)
        #expect(listView.shown.isEmpty)
        #expect(store.products.count == 5)
    }

    @Test func aSuccessfulAddStoresTheTrimmedProductAndShowsItsRow() throws {
        let store = ProductDataStore()
        let listView = FakeProductsView()
        let list = ProductsPresenter(store: store)
        list.view = listView
        list.addButtonTapped()
        let editor = try #require(listView.editor)
        let view = FakeProductView()
        editor.view = view
        editor.idFieldChanged(" pen ")
        editor.nameFieldChanged(" Pen")
        editor.priceFieldChanged("2.5")
        editor.saveButtonTapped()
        #expect(view.closed == 1)
        #expect(view.errors.isEmpty)
        #expect(store.product(id: "pen") == Product(id: "pen", name: "Pen", price: 2.5))
        #expect(listView.rows.last == ["Pen", "2.50"])
        #expect(listView.rows.count == 6)
    }

    @Test func anEditIsFilledAndItsSaveUpdatesTheRepositoryAndTheRows() throws {
        let store = ProductDataStore()
        let listView = FakeProductsView()
        let list = ProductsPresenter(store: store)
        list.view = listView
        list.rowSelected(at: 1)
        #expect(listView.deselected == [1])
        let editor = try #require(listView.editor)
        let view = FakeProductView()
        editor.view = view
        editor.viewDidLoad()
        #expect(view.titles == ["Edit Product"])
        #expect(view.shown == [["iphone", "iPhone", "600.00"]])
        #expect(view.idEnabled == [false])
        editor.nameFieldChanged("Zune")
        editor.saveButtonTapped()
        #expect(view.closed == 1)
        #expect(store.product(id: "iphone") == Product(id: "iphone", name: "Zune", price: 600))
        #expect(listView.rows.map(\.[0]) == ["iPad", "Keyboard", "MacBook", "Mouse", "Zune"])

        list.rowSelected(at: 0)
        let priceEditor = try #require(listView.editor)
        priceEditor.priceFieldChanged("950")
        priceEditor.saveButtonTapped()
        #expect(listView.rows.first == ["iPad", "950.00"])
    }

    @Test func aWriteTheRepositoryRefusesLeavesTheListAsItIs() throws {
        let store = ProductDataStore()
        let listView = FakeProductsView()
        let list = ProductsPresenter(store: store)
        list.view = listView
        list.rowSelected(at: 0)
        let editor = try #require(listView.editor)
        try store.delete(id: "ipad")  // gone since the editor opened
        editor.priceFieldChanged("1")
        editor.saveButtonTapped()
        #expect(!store.contains(id: "ipad"))
        #expect(listView.shown.count == 1, "the view is handed the rows either way")
        #expect(listView.rows.map(\.[0]) == store.products.map(\.name))
    }

    @Test func deleteRemovesFromTheRepositoryAndTheRow() {
        let store = ProductDataStore()
        let view = FakeProductsView()
        let presenter = ProductsPresenter(store: store)
        presenter.view = view
        presenter.rowDeleted(at: 4)
        #expect(!store.contains(id: "mouse"))
        #expect(view.rows.map(\.[0]) == ["iPad", "iPhone", "Keyboard", "MacBook"])
        presenter.rowDeleted(at: 4)
        presenter.rowDeleted(at: -1)
        presenter.rowSelected(at: 4)
        #expect(view.shown.count == 1, "rows out of range change nothing")
        #expect(view.deselected == [4])
        #expect(view.editor == nil)
        #expect(store.products.count == 4)
    }

    @Test func thePresenterWritesEachValidationErrorsText() {
        #expect(
            ProductValidationError.allCases.map(ProductPresenter.message(for:)) == [
                "ID is required", "ID already exists", "Name is required", "Price must be a number like 12.50",
            ])
    }

    @Test func theEditorDoesNotKeepTheListAlive() throws {
        let listView = FakeProductsView()
        var list: ProductsPresenter? = ProductsPresenter(store: ProductDataStore())
        list?.view = listView
        list?.addButtonTapped()
        let editor = try #require(listView.editor)
        weak let watched = list
        list = nil
        #expect(watched == nil)
        editor.idFieldChanged("pen")
        editor.nameFieldChanged("Pen")
        editor.priceFieldChanged("1")
        editor.saveButtonTapped()  // nobody to store it: no crash
    }
}
