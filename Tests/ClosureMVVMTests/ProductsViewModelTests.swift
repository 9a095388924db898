import Domain
import Testing

@testable import ClosureMVVM

/// Closure MVVM is tested at the view models: set the change closures, send events, read the
/// outputs.
@MainActor
@Suite("Closure MVVM: Products' view models")
struct ProductsViewModelTests {
    /// A list view model with its changes recorded.
    @MainActor
    final class Recorder {
        let viewModel: ProductsViewModel
        var changes: [ProductListChange] = []
        init(store: ProductDataStore) {
            viewModel = ProductsViewModel(store: store)
            viewModel.productsDidChange = { [unowned self] _, change in changes.append(change) }
        }
        var names: [String] { (0..<viewModel.numberOfRows).map(viewModel.titleText(forRow:)) }
    }

    @Test func theRowsAreTheRepositorysInListOrder() {
        let recorder = Recorder(store: ProductDataStore())
        let viewModel = recorder.viewModel
        #expect(recorder.names == ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(
            (0..<viewModel.numberOfRows).map(viewModel.detailText(forRow:)) == ["900.00", "600.00", "6.00", "1500.00", "5.00"])
        #expect(recorder.changes.isEmpty, "showing the list is not a change")
    }

    @Test func aFailedSaveShowsTheErrorAndSavesNothing() {
        let store = ProductDataStore()
        let recorder = Recorder(store: store)
        let editor = recorder.viewModel.makeNewProductViewModel()
        var errors: [String?] = []
        editor.stateDidChange = { errors.append($0.errorText) }
        #expect(editor.titleText == "New Product")
        #expect(editor.idFieldIsEnabled)
        #expect(editor.errorText == nil)
        editor.idFieldChanged("keyboard")
        editor.nameFieldChanged("Keyboard 2")
        editor.priceFieldChanged("1e3")
        #expect(!editor.saveButtonTapped())
        editor.idFieldChanged("keyboard2")
        #expect(editor.errorText == "ID already exists", "the error stays until the next save")
        #expect(!editor.saveButtonTapped())
        #expect(errors == ["ID already exists", "Price must be a number like 12.50"])
        #expect(recorder.changes.isEmpty)
        #expect(store.products.count == 5)
    }

    @Test func aSuccessfulAddStoresTheTrimmedProductAndInsertsItsRow() {
        let store = ProductDataStore()
        let recorder = Recorder(store: store)
        let editor = recorder.viewModel.makeNewProductViewModel()
        editor.idFieldChanged(" ecran ")
        editor.nameFieldChanged("Écran ")
        editor.priceFieldChanged("0.5")
        #expect(editor.saveButtonTapped())
        #expect(store.product(id: "ecran") == Product(id: "ecran", name: "Écran", price: 0.5))
        #expect(recorder.changes == [.inserted(row: 0)])
        #expect(recorder.names == ["Écran", "iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
    }

    @Test func anEditIsFilledAndItsSaveUpdatesOrMovesTheRow() throws {
        let store = ProductDataStore()
        let recorder = Recorder(store: store)
        let editor = try #require(recorder.viewModel.makeEditProductViewModel(forRow: 0))
        #expect(editor.titleText == "Edit Product")
        #expect(!editor.idFieldIsEnabled)
        #expect([editor.idText, editor.nameText, editor.priceText] == ["ipad", "iPad", "900.00"])
        editor.priceFieldChanged("950")
        #expect(editor.saveButtonTapped())
        #expect(recorder.changes == [.reloaded(row: 0)])
        #expect(store.product(id: "ipad")?.price == 950)

        let rename = try #require(recorder.viewModel.makeEditProductViewModel(forRow: 0))
        rename.nameFieldChanged("Tablet")
        #expect(rename.saveButtonTapped())
        #expect(recorder.changes.last == .moved(from: 0, to: 4))
        #expect(recorder.names == ["iPhone", "Keyboard", "MacBook", "Mouse", "Tablet"])
    }

    @Test func deleteRemovesFromTheRepositoryAndOutOfRangeDoesNothing() {
        let store = ProductDataStore()
        let recorder = Recorder(store: store)
        recorder.viewModel.rowDeleted(at: 2)
        #expect(!store.contains(id: "keyboard"))
        #expect(recorder.changes == [.removed(row: 2)])
        recorder.viewModel.rowDeleted(at: 4)
        recorder.viewModel.rowDeleted(at: -1)
        #expect(recorder.viewModel.makeEditProductViewModel(forRow: 4) == nil)
        #expect(recorder.changes == [.removed(row: 2)])
        #expect(recorder.names == ["iPad", "iPhone", "MacBook", "Mouse"])
    }

    @Test func theEditorDoesNotKeepTheListAlive() {
        var list: ProductsViewModel? = ProductsViewModel(store: ProductDataStore())
        let editor = list!.makeNewProductViewModel()
        weak let watched = list
        list = nil
        #expect(watched == nil)
        editor.idFieldChanged("pen")
        editor.nameFieldChanged("Pen")
        editor.priceFieldChanged("1")
        #expect(editor.saveButtonTapped())
    }
}
