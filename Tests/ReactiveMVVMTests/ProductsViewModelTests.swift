import Domain
import Reactive
import Testing

@testable import ReactiveMVVM

/// Products' view models alone, on a fresh repository: actions in, outputs recorded with sinks,
/// no widgets.
@MainActor
@Suite("Reactive MVVM: Products' view models")
struct ProductsViewModelTests {
    /// A list view model with its outputs recorded, and the editors it routed to.
    @MainActor
    final class Recorder {
        let store: ProductDataStore
        let viewModel: ProductsViewModel
        var lists: [[String]] = []
        var changes: [ProductsViewModel.Change] = []
        var editors: [ProductViewModel] = []
        private var subscriptions = Set<AnyCancellable>()

        init(store: ProductDataStore = ProductDataStore()) {
            self.store = store
            viewModel = ProductsViewModel(store: store)
            viewModel.products.sink { [unowned self] in lists.append($0.map(\.name)) }.store(in: &subscriptions)
            viewModel.rowChange.sink { [unowned self] in changes.append($0) }.store(in: &subscriptions)
            viewModel.route
                .sink { [unowned self] route in
                    switch route {
                    case .product(let editor): editors.append(editor)
                    }
                }
                .store(in: &subscriptions)
        }

        /// Opens an editor with `action` and returns it.
        func open(_ action: ProductsViewModel.Action) throws -> ProductViewModel {
            let count = editors.count
            viewModel.action.send(action)
            try #require(editors.count == count + 1, "the action routed to an editor")
            return editors[count]
        }
    }

    static let demoNames = ["iPad", "iPhone", "Keyboard", "MacBook", "Mouse"]

    @Test func theListReplaysWhatTheRepositoryHolds() {
        let recorder = Recorder()
        #expect(recorder.lists == [Self.demoNames])
        #expect(recorder.changes.isEmpty)
    }

    @Test func aFailedSaveSavesNothingAndPublishesTheMessage() throws {
        let recorder = Recorder()
        let editor = try recorder.open(.addButtonTapped)
        #expect(editor.titleText == "New Product")
        #expect(editor.idFieldIsEnabled)
        var errors: [String?] = []
        var saved: [Product] = []
        var subscriptions = Set<AnyCancellable>()
        editor.errorText.sink { errors.append($0) }.store(in: &subscriptions)
        editor.saved.sink { saved.append($0) }.store(in: &subscriptions)

        editor.action.send(.idFieldChanged("keyboard"))
        editor.action.send(.nameFieldChanged("Keyboard 2"))
        editor.action.send(.priceFieldChanged("1e3"))
        editor.action.send(.saveButtonTapped)
        editor.action.send(.idFieldChanged("keyboard2"))
        #expect(editor.errorText.value == "ID already exists", "the error stays until the next save")
        editor.action.send(.saveButtonTapped)

        #expect(errors == [nil, "ID already exists", "Price must be a number like 12.50"])
        #expect(saved.isEmpty)
        #expect(recorder.store.products.count == 5)
        #expect(recorder.lists == [Self.demoNames])
        #expect(recorder.changes.isEmpty)
    }

    @Test func aSuccessfulAddUpdatesTheRepositoryAndTheList() throws {
        let recorder = Recorder()
        let editor = try recorder.open(.addButtonTapped)
        var saved: [Product] = []
        var finished = false
        let subscription = editor.saved.sink(receiveCompletion: { _ in finished = true }, receiveValue: { saved.append($0) })
        editor.action.send(.idFieldChanged(" ecran "))
        editor.action.send(.nameFieldChanged("Écran "))
        editor.action.send(.priceFieldChanged("0.5"))
        editor.action.send(.saveButtonTapped)

        let product = Product(id: "ecran", name: "Écran", price: 0.5)
        #expect(saved == [product])
        #expect(finished, "saved is a one-shot event")
        #expect(recorder.store.product(id: "ecran") == product)
        #expect(recorder.changes == [.inserted(row: 0)])
        #expect(recorder.lists.last == ["Écran"] + Self.demoNames)
        #expect(recorder.viewModel.products.value == recorder.store.products)
        _ = subscription
    }

    @Test func anEditIsFilledAndItsSaveUpdatesOrMovesTheRow() throws {
        let recorder = Recorder()
        let editor = try recorder.open(.rowSelected(0))
        #expect(editor.titleText == "Edit Product")
        #expect(!editor.idFieldIsEnabled)
        #expect([editor.id.value, editor.name.value, editor.price.value] == ["ipad", "iPad", "900.00"])
        editor.action.send(.priceFieldChanged("950"))
        editor.action.send(.saveButtonTapped)
        #expect(recorder.store.product(id: "ipad")?.price == 950)
        #expect(recorder.changes == [.updated(row: 0)])

        let rename = try recorder.open(.rowSelected(0))
        rename.action.send(.nameFieldChanged("Tablet"))
        rename.action.send(.saveButtonTapped)
        #expect(recorder.changes.last == .moved(from: 0, to: 4))
        #expect(recorder.lists.last == ["iPhone", "Keyboard", "MacBook", "Mouse", "Tablet"])
        #expect(recorder.viewModel.products.value == recorder.store.products)
    }

    @Test func deleteRemovesFromTheRepositoryAndOutOfRangeDoesNothing() {
        let recorder = Recorder()
        recorder.viewModel.action.send(.rowDeleted(2))
        #expect(!recorder.store.contains(id: "keyboard"))
        #expect(recorder.changes == [.deleted(row: 2)])
        #expect(recorder.lists.last == ["iPad", "iPhone", "MacBook", "Mouse"])
        for row in [4, -1] {
            recorder.viewModel.action.send(.rowDeleted(row))
            recorder.viewModel.action.send(.rowSelected(row))
        }
        #expect(recorder.changes == [.deleted(row: 2)])
        #expect(recorder.editors.isEmpty)
        #expect(recorder.store.products.count == 4)
    }

    @Test func theListIsFreedWithItsSubscriptions() {
        var viewModel: ProductsViewModel? = ProductsViewModel(store: ProductDataStore())
        weak let watched = viewModel
        weak let action = viewModel?.action
        weak let products = viewModel?.products
        viewModel?.action.send(.addButtonTapped)
        viewModel?.action.send(.rowDeleted(0))
        viewModel = nil
        #expect(watched == nil)
        #expect(action == nil)
        #expect(products == nil)
    }

    @Test func anEditorLeftUnsavedIsFreedAndTheListLetsGoOfIt() throws {
        let recorder = Recorder()
        weak let editor = try recorder.open(.addButtonTapped)
        weak let saved = editor?.saved
        weak let action = editor?.action
        #expect(editor != nil)
        recorder.editors.removeAll()  // the editor's screen is popped with back
        #expect(editor == nil)
        #expect(saved == nil, "the list's subscription ended with the editor")
        #expect(action == nil)
        #expect(recorder.store.products.count == 5)
    }

    @Test func theEditorDoesNotKeepTheListAlive() throws {
        var recorder: Recorder? = Recorder()
        let editor = try #require(try recorder?.open(.addButtonTapped))
        recorder?.editors.removeAll()
        weak let list = recorder?.viewModel
        recorder = nil
        #expect(list == nil)
        var saved: [Product] = []
        let subscription = editor.saved.sink { saved.append($0) }
        editor.action.send(.idFieldChanged("pen"))
        editor.action.send(.nameFieldChanged("Pen"))
        editor.action.send(.priceFieldChanged("1"))
        editor.action.send(.saveButtonTapped)
        #expect(saved.map(\.id) == ["pen"])
        _ = subscription
    }
}
