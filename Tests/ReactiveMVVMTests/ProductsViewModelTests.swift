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
        let products: TestObserver<[Product], Never>
        var editors: [ProductViewModel] = []
        /// The open editors' saved products, passed to the list's inputs as its view does.
        private var saving: [AnyCancellable] = []
        /// How many times the list routed back from an editor.
        var backs = 0
        private var routing: AnyCancellable?

        init(store: ProductDataStore = ProductDataStore()) {
            self.store = store
            viewModel = ProductsViewModel(store: store)
            products = TestObserver(viewModel.outputs.products)
            routing = viewModel.outputs.route.sink { [unowned self] route in
                switch route {
                case .product(let editor):
                    editors.append(editor)
                    let inputs = viewModel.inputs
                    saving.append(editor.outputs.saved.sink { inputs.productSaved($0) })
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
    }

    @Test func aFailedSaveShowsTheErrorAndSavesNothing() throws {
        let recorder = Recorder()
        let editor = try recorder.open { $0.addButtonTapped() }
        #expect(TestObserver(editor.outputs.titleText).values == ["New Product"])
        #expect(TestObserver(editor.outputs.idFieldIsEnabled).values == [true])
        let errors = TestObserver(editor.outputs.errorText)
        let hidden = TestObserver(editor.outputs.errorLabelIsHidden)
        #expect(hidden.values == [true])

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
        #expect(hidden.values == [true, false], "shown from the first failure on, only changes")
        #expect(recorder.backs == 0)
        #expect(recorder.store.products.count == 5)
        #expect(recorder.lists == [Self.demoNames])
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
        #expect(recorder.lists == [Self.demoNames, ["Écran"] + Self.demoNames], "one list per save")
    }

    @Test func anEditIsFilledAndItsSaveUpdatesOrMovesTheRow() throws {
        let recorder = Recorder()
        let editor = try recorder.open { $0.rowSelected(at: 0) }
        #expect(TestObserver(editor.outputs.titleText).values == ["Edit Product"])
        #expect(TestObserver(editor.outputs.idFieldIsEnabled).values == [false])
        let texts = [editor.outputs.idText, editor.outputs.nameText, editor.outputs.priceText]
        #expect(texts.map { TestObserver($0).values } == [["ipad"], ["iPad"], ["900.00"]])
        editor.inputs.priceFieldChanged("950")
        editor.inputs.saveButtonTapped()
        #expect(recorder.store.product(id: "ipad")?.price == 950)
        #expect(recorder.products.values.last?.first?.price == 950)

        let rename = try recorder.open { $0.rowSelected(at: 0) }
        rename.inputs.nameFieldChanged("Tablet")
        rename.inputs.saveButtonTapped()
        #expect(recorder.lists.last == ["iPhone", "Keyboard", "MacBook", "Mouse", "Tablet"])
        #expect(recorder.products.values.last == Array(recorder.store.products))
    }

    @Test func deleteRemovesFromTheRepositoryAndOutOfRangeDoesNothing() {
        let recorder = Recorder()
        recorder.viewModel.inputs.rowDeleted(at: 2)
        #expect(!recorder.store.contains(id: "keyboard"))
        #expect(recorder.lists.last == ["iPad", "iPhone", "MacBook", "Mouse"])
        for row in [4, -1] {
            recorder.viewModel.inputs.rowDeleted(at: row)
            recorder.viewModel.inputs.rowSelected(at: row)
        }
        #expect(recorder.lists.count == 2, "a row out of range writes nothing and publishes nothing")
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
        let saved = TestObserver(editor.outputs.saved)
        editor.inputs.idFieldChanged("pen")
        editor.inputs.nameFieldChanged("Pen")
        editor.inputs.priceFieldChanged("1")
        editor.inputs.saveButtonTapped()  // the list that would store it is gone
        #expect(saved.values.map(\.product.id) == ["pen"])
        #expect(!store.contains(id: "pen"))
    }

    @Test func theWritesRunOnceHoweverManyWatchTheList() {
        let recorder = Recorder()
        let second = TestObserver(recorder.viewModel.outputs.products)
        recorder.viewModel.inputs.rowDeleted(at: 0)
        #expect(recorder.store.products.map(\.name) == ["iPhone", "Keyboard", "MacBook", "Mouse"], "one row deleted, not two")
        #expect(second.values.last?.map(\.name) == ["iPhone", "Keyboard", "MacBook", "Mouse"])
    }

    @Test func aWriteHappensWithNobodyWatchingTheList() throws {
        let store = ProductDataStore()
        let viewModel = ProductsViewModel(store: store)
        viewModel.inputs.rowDeleted(at: 0)
        #expect(!store.contains(id: "ipad"), "the delete is an effect of the view model, not of a subscription")
        viewModel.inputs.productSaved(ProductEditorSave(product: Product(id: "pen", name: "Pen", price: 1), mode: .new))
        #expect(store.contains(id: "pen"))
        let late = TestObserver(viewModel.outputs.products)
        #expect(late.values == [Array(store.products)], "a new subscriber gets the current list once")
    }

    @Test func aRowIsTheOneOfTheListAsPublished() throws {
        let recorder = Recorder()
        // Written behind the list's back: the rows on screen are still the published ones.
        try recorder.store.add(Product(id: "abacus", name: "Abacus", price: 3))
        let editor = try recorder.open { $0.rowSelected(at: 0) }
        #expect(TestObserver(editor.outputs.idText).values == ["ipad"], "the row the user saw")
        recorder.viewModel.inputs.rowDeleted(at: 1)
        #expect(!recorder.store.contains(id: "iphone"), "the row the user swiped")
        #expect(recorder.store.contains(id: "abacus"))
        #expect(recorder.lists.last == ["Abacus", "iPad", "Keyboard", "MacBook", "Mouse"])
    }
}
