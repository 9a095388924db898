import Domain
import Reactive
import Testing

@testable import ReactiveMVVM

/// Products' view models alone, on a fresh repository: inputs called, outputs recorded with
/// ``TestObserver``, no widgets.
@MainActor
@Suite("Reactive MVVM: Products' view models")
struct ProductsViewModelTests {
    /// A list view model with its outputs recorded, and the editors it routed to.
    @MainActor
    final class Recorder {
        let store: ProductDataStore
        let viewModel: ProductsViewModel
        let products: TestObserver<ProductList, Never>
        let changes: TestObserver<ProductListChange, Never>
        var editors: [ProductViewModel] = []
        /// How many times the list routed back from an editor.
        var backs = 0
        private var routing: AnyCancellable?

        init(store: ProductDataStore = ProductDataStore()) {
            self.store = store
            viewModel = ProductsViewModel(store: store)
            products = TestObserver(viewModel.outputs.products)
            changes = TestObserver(viewModel.outputs.productsChange)
            routing = viewModel.outputs.route.sink { [unowned self] route in
                switch route {
                case .product(let editor): editors.append(editor)
                case .back: backs += 1
                }
            }
        }

        var lists: [[String]] { products.values.map { $0.map(\.name) } }

        /// Calls `input` and returns the editor it routed to.
        func open(_ input: (any ProductsViewModelInputs) -> Void) throws -> ProductViewModel {
            let count = editors.count
            input(viewModel.inputs)
            try #require(editors.count == count + 1, "the input routed to an editor")
            return editors[count]
        }
    }

    static let demoNames = ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"]

    @Test func theListReplaysWhatTheRepositoryHolds() {
        let recorder = Recorder()
        #expect(recorder.lists == [Self.demoNames])
        #expect(recorder.changes.values.isEmpty)
    }

    @Test func aFailedSaveShowsTheErrorAndSavesNothing() throws {
        let recorder = Recorder()
        let editor = try recorder.open { $0.addButtonTapped() }
        #expect(editor.outputs.titleText == "New Product")
        #expect(editor.outputs.idFieldIsEnabled)
        let errors = TestObserver(editor.outputs.errorText)

        editor.inputs.idFieldChanged("keyboard")
        editor.inputs.nameFieldChanged("Keyboard 2")
        editor.inputs.priceFieldChanged("1e3")
        editor.inputs.saveButtonTapped()
        editor.inputs.idFieldChanged("keyboard2")
        #expect(errors.values.last == "ID already exists", "the error stays until the next save")
        editor.inputs.saveButtonTapped()
        editor.inputs.saveButtonTapped()  // an event per failed Save

        #expect(
            errors.values == ["ID already exists", "Price must be a number like 12.50", "Price must be a number like 12.50"])
        #expect(recorder.backs == 0)
        #expect(recorder.store.products.count == 5)
        #expect(recorder.lists == [Self.demoNames])
        #expect(recorder.changes.values.isEmpty)
    }

    @Test func aSuccessfulAddStoresTheTrimmedProductAndInsertsItsRow() throws {
        let recorder = Recorder()
        let editor = try recorder.open { $0.addButtonTapped() }
        editor.inputs.idFieldChanged(" ecran ")
        editor.inputs.nameFieldChanged("Écran ")
        editor.inputs.priceFieldChanged("0.5")
        editor.inputs.saveButtonTapped()

        let product = Product(id: "ecran", name: "Écran", price: 0.5)
        #expect(recorder.backs == 1, "the list closes the editor after a valid Save")
        #expect(recorder.store.product(id: "ecran") == product)
        #expect(recorder.changes.values == [.inserted(row: 0)])
        #expect(recorder.lists.last == ["Écran"] + Self.demoNames)
        #expect(recorder.products.values.last == recorder.store.products)
    }

    @Test func anEditIsFilledAndItsSaveUpdatesOrMovesTheRow() throws {
        let recorder = Recorder()
        let editor = try recorder.open { $0.rowSelected(at: 0) }
        #expect(editor.outputs.titleText == "Edit Product")
        #expect(!editor.outputs.idFieldIsEnabled)
        #expect([editor.outputs.idText, editor.outputs.nameText, editor.outputs.priceText] == ["ipad", "iPad", "900.00"])
        editor.inputs.priceFieldChanged("950")
        editor.inputs.saveButtonTapped()
        #expect(recorder.store.product(id: "ipad")?.price == 950)
        #expect(recorder.changes.values == [.reloaded(row: 0)])

        let rename = try recorder.open { $0.rowSelected(at: 0) }
        rename.inputs.nameFieldChanged("Tablet")
        rename.inputs.saveButtonTapped()
        #expect(recorder.changes.values.last == .moved(from: 0, to: 4))
        #expect(recorder.lists.last == ["iPhone", "Keyboard", "MacBook", "Mouse", "Tablet"])
        #expect(recorder.products.values.last == recorder.store.products)
    }

    @Test func deleteRemovesFromTheRepositoryAndOutOfRangeDoesNothing() {
        let recorder = Recorder()
        recorder.viewModel.inputs.rowDeleted(at: 2)
        #expect(!recorder.store.contains(id: "keyboard"))
        #expect(recorder.changes.values == [.removed(row: 2)])
        #expect(recorder.lists.last == ["iPad", "iPhone", "MacBook", "Mouse"])
        for row in [4, -1] {
            recorder.viewModel.inputs.rowDeleted(at: row)
            recorder.viewModel.inputs.rowSelected(at: row)
        }
        #expect(recorder.changes.values == [.removed(row: 2)])
        #expect(recorder.editors.isEmpty)
        #expect(recorder.store.products.count == 4)
    }

    @Test func theListIsFreedWithItsSubscriptions() {
        var viewModel: ProductsViewModel? = ProductsViewModel(store: ProductDataStore())
        weak let watched = viewModel
        let products = viewModel.map { TestObserver($0.outputs.products) }
        viewModel?.inputs.addButtonTapped()
        viewModel?.inputs.rowDeleted(at: 0)
        viewModel = nil
        #expect(watched == nil)
        #expect(products?.values.count == 2)
    }

    @Test func anEditorLeftUnsavedIsFreedAndTheListLetsGoOfIt() throws {
        let recorder = Recorder()
        weak let editor = try recorder.open { $0.addButtonTapped() }
        #expect(editor != nil)
        recorder.editors.removeAll()  // the editor's screen is popped with back
        #expect(editor == nil, "the list holds nothing of an editor it opened")
        #expect(recorder.backs == 0)
        #expect(recorder.store.products.count == 5)
    }

    @Test func theEditorDoesNotKeepTheListAlive() throws {
        let store = ProductDataStore()
        var recorder: Recorder? = Recorder(store: store)
        let editor = try #require(try recorder?.open { $0.addButtonTapped() })
        recorder?.editors.removeAll()
        weak let list = recorder?.viewModel
        recorder = nil
        #expect(list == nil)
        editor.inputs.idFieldChanged("pen")
        editor.inputs.nameFieldChanged("Pen")
        editor.inputs.priceFieldChanged("1")
        editor.inputs.saveButtonTapped()  // into the freed list's subject: nothing happens
        #expect(!store.contains(id: "pen"))
    }
}
