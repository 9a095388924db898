import Domain
import Testing

@testable import ObservationMVVM

/// Products' view models: the editors save into the list, which follows the repository.
@MainActor
@Suite("Observation MVVM: Products' view models")
struct ProductsViewModelTests {
    let store = ProductDataStore(products: [
        Product(id: "b", name: "Banana", price: 2), Product(id: "c", name: "Cherry", price: 3),
    ])

    @Test func theListIsTheRepositorys() {
        let list = ProductsViewModel(store: store)
        #expect(list.products.isIdentical(to: store.products))
        #expect(list.list.revision == 0 && list.list.lastChange == .reloadedAll)
    }

    @Test func aNewProductIsAddedInOrderAndInvalidatesTheList() {
        let list = ProductsViewModel(store: store)
        let editor = list.makeNewProductViewModel()
        #expect(editor.titleText == "New Product")
        #expect(editor.idFieldIsEnabled)
        editor.idFieldChanged(" a ")
        editor.nameFieldChanged("Apple")
        editor.priceFieldChanged("1.5")
        var saved = false
        #expect(invalidates({ _ = list.products }, when: { saved = editor.saveButtonTapped() }))
        #expect(saved)
        #expect(list.products.map(\.id) == ["a", "b", "c"])
        #expect(list.list.lastChange == .inserted(row: 0) && list.list.revision == 1)
        #expect(store.contains(id: "a"))
    }

    @Test func anEditIsStoredUnderTheSameID() throws {
        let list = ProductsViewModel(store: store)
        let editor = try #require(list.makeEditProductViewModel(forRow: 1))
        #expect(editor.titleText == "Edit Product")
        #expect(!editor.idFieldIsEnabled)
        #expect(editor.idText == "c")
        #expect(editor.nameText == "Cherry")
        #expect(editor.priceText == "3.00")
        editor.nameFieldChanged("Apricot")
        #expect(editor.saveButtonTapped())
        #expect(list.products.map(\.name) == ["Apricot", "Banana"])
        #expect(list.list.lastChange == .moved(from: 1, to: 0))
    }

    @Test func anInvalidSaveShowsTheFirstRuleBrokenAndStoresNothing() {
        let list = ProductsViewModel(store: store)
        let editor = list.makeNewProductViewModel()
        editor.idFieldChanged("b")
        var saved = true
        #expect(invalidates({ _ = editor.errorText }, when: { saved = editor.saveButtonTapped() }))
        #expect(!saved)
        #expect(editor.errorText == "ID already exists")
        #expect(!invalidates({ _ = list.products }, when: { _ = editor.saveButtonTapped() }))
        #expect(list.products.isIdentical(to: store.products) && list.list.revision == 0)
    }

    @Test func deletingARow() {
        let list = ProductsViewModel(store: store)
        #expect(invalidates({ _ = list.products }, when: { list.rowDeleted(at: 0) }))
        #expect(list.products.map(\.id) == ["c"])
        #expect(list.list.lastChange == .removed(row: 0))
        list.rowDeleted(at: 5)
        #expect(list.products.map(\.id) == ["c"] && list.list.revision == 1)
        #expect(list.makeEditProductViewModel(forRow: 1) == nil)
    }
}
