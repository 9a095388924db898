import Domain
import Testing

@testable import ClosureMVVM

/// Closure MVVM is tested at the view models: set the output closures, send events, and check
/// what each closure was called with.
@MainActor
@Suite("Closure MVVM: Products' view models")
struct ProductsViewModelTests {
    /// A list view model, bound and ready, with the rows its closure delivered.
    @MainActor
    final class ListOutputs {
        let viewModel: ProductsViewModel
        var deliveries: [[ProductsViewModel.Row]] = []

        init(store: ProductDataStore) {
            viewModel = ProductsViewModel(store: store)
            viewModel.onRowsChange = { [weak self] in self?.deliveries.append($0) }
            viewModel.ready()
        }

        var rows: [ProductsViewModel.Row] { deliveries.last ?? [] }
        var titles: [String] { rows.map(\.title) }
    }

    /// An editor view model's outputs, as its closures delivered them.
    @MainActor
    final class EditorOutputs {
        let viewModel: ProductViewModel
        var errors: [String?] = []
        var saved: [Product] = []
        var finished = 0

        init(_ editor: ProductViewModel) {
            viewModel = editor
            editor.onErrorChange = { [weak self] in self?.errors.append($0) }
            let onSave = editor.onSave
            editor.onSave = { [weak self] in
                self?.saved.append($0)
                onSave?($0)
            }
            editor.onFinish = { [weak self] in self?.finished += 1 }
            editor.ready()
        }
    }

    @Test func theRowsAreTheRepositorysInListOrder() {
        let list = ListOutputs(store: ProductDataStore())
        #expect(list.deliveries.count == 1)
        #expect(list.titles == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(list.rows.map(\.detail) == ["900.00", "600.00", "6.00", "1500.00", "5.00"])
        #expect(list.rows.map(\.id) == ["ipad", "iphone", "keyboard", "macbook", "mouse"])
    }

    @Test func aNewEditorStartsEmptyWithTheIDEditable() {
        let list = ListOutputs(store: ProductDataStore())
        let editor = EditorOutputs(list.viewModel.makeNewProductViewModel())
        #expect(editor.viewModel.title == "New Product")
        #expect([editor.viewModel.idText, editor.viewModel.nameText, editor.viewModel.priceText] == ["", "", ""])
        #expect(editor.viewModel.idFieldIsEnabled)
        #expect(editor.errors == [nil])
    }

    @Test func anEditEditorIsFilledWithTheIDFixed() throws {
        let list = ListOutputs(store: ProductDataStore())
        let editor = EditorOutputs(try #require(list.viewModel.makeEditProductViewModel(id: "ipad")))
        #expect(editor.viewModel.title == "Edit Product")
        #expect([editor.viewModel.idText, editor.viewModel.nameText, editor.viewModel.priceText] == ["ipad", "iPad", "900.00"])
        #expect(!editor.viewModel.idFieldIsEnabled)
        #expect(list.viewModel.makeEditProductViewModel(id: "nothing") == nil)
    }

    @Test func aFailedSaveShowsTheErrorAndSavesNothing() {
        let store = ProductDataStore()
        let list = ListOutputs(store: store)
        let viewModel = list.viewModel.makeNewProductViewModel()
        let editor = EditorOutputs(viewModel)
        viewModel.idFieldChanged("keyboard")
        viewModel.nameFieldChanged("Keyboard 2")
        viewModel.priceFieldChanged("1e3")
        viewModel.saveButtonTapped()
        viewModel.idFieldChanged("keyboard2")
        #expect(editor.errors == [nil, "ID already exists"], "the error stays until the next save")
        viewModel.saveButtonTapped()
        viewModel.nameFieldChanged(" ")
        viewModel.saveButtonTapped()
        viewModel.idFieldChanged("")
        viewModel.saveButtonTapped()
        #expect(
            editor.errors == [
                nil, "ID already exists", "Price must be a number like 12.50", "Name is required", "ID is required",
            ])
        #expect(editor.saved.isEmpty)
        #expect(editor.finished == 0)
        #expect(list.deliveries.count == 1)
        #expect(store.products.count == 5)
    }

    @Test func aSuccessfulAddStoresTheTrimmedProductAndTheListShowsIt() {
        let store = ProductDataStore()
        let list = ListOutputs(store: store)
        let viewModel = list.viewModel.makeNewProductViewModel()
        let editor = EditorOutputs(viewModel)
        viewModel.idFieldChanged(" ecran ")
        viewModel.nameFieldChanged("Écran ")
        viewModel.priceFieldChanged("0.5")
        viewModel.saveButtonTapped()
        let ecran = Product(id: "ecran", name: "Écran", price: 0.5)
        #expect(store.product(id: "ecran") == ecran)
        #expect(editor.saved == [ecran])
        #expect(editor.finished == 1)
        #expect(list.titles == ["Écran", "iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(list.rows.first?.detail == "0.50")
    }

    @Test func anEditedProductMovesToItsPlace() throws {
        let store = ProductDataStore()
        let list = ListOutputs(store: store)
        let viewModel = try #require(list.viewModel.makeEditProductViewModel(id: "ipad"))
        let editor = EditorOutputs(viewModel)
        viewModel.nameFieldChanged("Tablet")
        viewModel.priceFieldChanged("950")
        viewModel.saveButtonTapped()
        #expect(store.product(id: "ipad") == Product(id: "ipad", name: "Tablet", price: 950))
        #expect(list.titles == ["iPhone", "Keyboard", "MacBook", "Mouse", "Tablet"])
        #expect(list.rows.last?.detail == "950.00")
        #expect(editor.finished == 1)
    }

    @Test func aSaveTheRepositoryRefusesShowsWhyAndStays() throws {
        let store = ProductDataStore()
        let list = ListOutputs(store: store)
        let viewModel = try #require(list.viewModel.makeEditProductViewModel(id: "mouse"))
        let editor = EditorOutputs(viewModel)
        list.viewModel.rowDeleted(id: "mouse")
        viewModel.saveButtonTapped()
        #expect(editor.errors == [nil, "Product no longer exists"])
        #expect(editor.finished == 0)
        #expect(!store.contains(id: "mouse"))
    }

    @Test func deleteRemovesFromTheRepositoryAndAnUnknownIDChangesNothing() {
        let store = ProductDataStore()
        let list = ListOutputs(store: store)
        list.viewModel.rowDeleted(id: "keyboard")
        #expect(!store.contains(id: "keyboard"))
        #expect(list.titles == ["iPad", "iPhone", "MacBook", "Mouse"])
        list.viewModel.rowDeleted(id: "keyboard")
        #expect(list.titles == ["iPad", "iPhone", "MacBook", "Mouse"])
        #expect(store.products.count == 4)
    }

    @Test func theEditorDoesNotKeepTheListAlive() {
        var list: ProductsViewModel? = ProductsViewModel(store: ProductDataStore())
        let editor = list!.makeNewProductViewModel()
        weak let watched = list
        list = nil
        #expect(watched == nil)
        var finished = 0
        editor.onFinish = { finished += 1 }
        editor.idFieldChanged("pen")
        editor.nameFieldChanged("Pen")
        editor.priceFieldChanged("1")
        editor.saveButtonTapped()
        #expect(finished == 1)
    }
}
