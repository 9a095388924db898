import Domain
import Testing

@testable import MVP

/// MVP is tested at the presenters, with fake views that record what they were told: no
/// widgets.
@MainActor
@Suite("MVP: Products' presenters with fake views")
struct ProductsPresenterTests {
    final class FakeProductsView: ProductsView {
        enum Call: Equatable {
            case reload
            case insert(Int)
            case redraw(Int)
            case move(Int, Int)
            case remove(Int)
            case deselect(Int)
        }
        var calls: [Call] = []
        var editor: ProductPresenter?
        func reloadProducts() { calls.append(.reload) }
        func insertProduct(at row: Int) { calls.append(.insert(row)) }
        func reloadProduct(at row: Int) { calls.append(.redraw(row)) }
        func moveProduct(from oldRow: Int, to newRow: Int) { calls.append(.move(oldRow, newRow)) }
        func removeProduct(at row: Int) { calls.append(.remove(row)) }
        func deselectProduct(at row: Int) { calls.append(.deselect(row)) }
        func showProduct(with presenter: ProductPresenter) { editor = presenter }
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

    func names(_ presenter: ProductsPresenter) -> [String] {
        (0..<presenter.numberOfRows).map { presenter.row(at: $0).title }
    }

    @Test func theListIsTheRepositoryInOrderWithFormattedPrices() {
        let view = FakeProductsView()
        let presenter = ProductsPresenter(store: ProductDataStore())
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.calls == [.reload])
        #expect(names(presenter) == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(presenter.row(at: 0) == ProductRow(title: "iPad", detail: "900.00"))
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
        editor.viewDidLoad()
        #expect(view.titles == ["New Product"])
        #expect(view.shown.isEmpty)
        editor.saveButtonTapped()
        editor.idFieldChanged("pen")
        editor.saveButtonTapped()
        editor.nameFieldChanged("Pen")
        editor.priceFieldChanged("12.345")
        editor.saveButtonTapped()
        #expect(view.errors == ["ID is required", "Name is required", "Price must be a number like 12.50"])
        #expect(view.closed == 0)
        #expect(listView.calls.isEmpty)
        #expect(store.products.count == 5)
    }

    @Test func aSuccessfulAddStoresTheTrimmedProductAndInsertsItsRow() throws {
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
        #expect(listView.calls == [.insert(5)])
        #expect(names(list) == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse", "Pen"])
    }

    @Test func anEditIsFilledAndItsSaveUpdatesOrMovesTheRow() throws {
        let store = ProductDataStore()
        let listView = FakeProductsView()
        let list = ProductsPresenter(store: store)
        list.view = listView
        list.rowSelected(at: 1)
        #expect(listView.calls == [.deselect(1)])
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
        #expect(listView.calls == [.deselect(1), .move(1, 4)])

        list.rowSelected(at: 0)
        let priceEditor = try #require(listView.editor)
        priceEditor.priceFieldChanged("950")
        priceEditor.saveButtonTapped()
        #expect(listView.calls.last == .redraw(0))
        #expect(list.row(at: 0).detail == "950.00")
    }

    @Test func deleteRemovesFromTheRepositoryAndTheRow() {
        let store = ProductDataStore()
        let view = FakeProductsView()
        let presenter = ProductsPresenter(store: store)
        presenter.view = view
        presenter.rowDeleted(at: 4)
        #expect(!store.contains(id: "mouse"))
        #expect(view.calls == [.remove(4)])
        presenter.rowDeleted(at: 4)
        presenter.rowDeleted(at: -1)
        presenter.rowSelected(at: 4)
        #expect(view.calls == [.remove(4), .deselect(4)], "rows out of range change nothing")
        #expect(view.editor == nil)
        #expect(store.products.count == 4)
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
