import Domain
import Testing

@testable import ObservationMVVM

/// Products' view models: the list keeps the repository's products, read again after every
/// write; the editors save through it.
@MainActor
@Suite("Observation MVVM: Products' view models")
struct ProductsViewModelTests {
    let store = ProductDataStore(products: [
        Product(id: "b", name: "Banana", price: 2), Product(id: "c", name: "Cherry", price: 3),
    ])

    @Test func theRowsAreTheRepositorys() {
        let list = ProductsViewModel(store: store)
        #expect(list.products == Array(store.products))
        #expect(list.rows.map { [$0.id, $0.title, $0.detail] } == [["b", "Banana", "2.00"], ["c", "Cherry", "3.00"]])
    }

    @Test func aNewProductIsAddedInOrderAndInvalidatesTheRows() {
        let list = ProductsViewModel(store: store)
        let editor = list.makeNewProductViewModel()
        #expect(editor.titleText == "New Product")
        #expect(editor.idFieldIsEnabled)
        editor.idFieldChanged(" a ")
        editor.nameFieldChanged("Apple")
        editor.priceFieldChanged("1.5")
        var saved = false
        #expect(invalidates({ _ = list.rows }, when: { saved = editor.saveButtonTapped() }))
        #expect(saved)
        #expect(list.rows.map(\.id) == ["a", "b", "c"])
        #expect(store.contains(id: "a"))
    }

    @Test func anEditIsStoredUnderTheSameIDAndReSorted() throws {
        let list = ProductsViewModel(store: store)
        let editor = try #require(list.makeEditProductViewModel(id: "c"))
        #expect(editor.titleText == "Edit Product")
        #expect(!editor.idFieldIsEnabled)
        #expect(editor.idText == "c")
        #expect(editor.nameText == "Cherry")
        #expect(editor.priceText == "3.00")
        editor.nameFieldChanged("Apricot")
        #expect(editor.saveButtonTapped())
        #expect(list.rows.map(\.title) == ["Apricot", "Banana"])
        #expect(list.products == Array(store.products))
    }

    @Test func anInvalidSaveShowsTheFirstRuleBrokenAndStoresNothing() {
        let list = ProductsViewModel(store: store)
        let editor = list.makeNewProductViewModel()
        #expect(editor.errorText == nil && editor.errorLabelIsHidden)
        editor.idFieldChanged("b")
        var saved = true
        #expect(invalidates({ _ = editor.errorText }, when: { saved = editor.saveButtonTapped() }))
        #expect(!saved)
        #expect(editor.errorText == "ID already exists")
        #expect(!editor.errorLabelIsHidden)
        #expect(!invalidates({ _ = list.rows }, when: { _ = editor.saveButtonTapped() }))
        #expect(list.products == Array(store.products))
    }

    @Test func aSaveTheRepositoryRefusesShowsWhy() throws {
        let list = ProductsViewModel(store: store)
        let editor = try #require(list.makeEditProductViewModel(id: "b"))
        list.rowDeleted(id: "b")  // deleted while its editor is open
        #expect(!editor.saveButtonTapped())
        #expect(editor.errorText == "Product no longer exists")
        #expect(list.rows.map(\.id) == ["c"])
    }

    @Test func deletingARow() {
        let list = ProductsViewModel(store: store)
        #expect(invalidates({ _ = list.rows }, when: { list.rowDeleted(id: "b") }))
        #expect(list.rows.map(\.id) == ["c"])
        list.rowDeleted(id: "b")
        #expect(list.rows.map(\.id) == ["c"])
        #expect(list.makeEditProductViewModel(id: "b") == nil)
    }
}
