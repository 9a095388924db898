import Domain
import Testing

@testable import ObservationMVVM

/// Products' view models over the shared catalogue: the catalogue keeps the repository's
/// products, read again after every write; the editors save into it and the list's rows follow.
@MainActor
@Suite("Observation MVVM: Products' view models")
struct ProductsViewModelTests {
    let store = ProductDataStore(products: [
        Product(id: "b", name: "Banana", price: 2), Product(id: "c", name: "Cherry", price: 3),
    ])

    @Test func theRowsAreTheRepositorys() {
        let catalog = ProductCatalog(store: store)
        let list = ProductsViewModel(catalog: catalog)
        #expect(catalog.products == Array(store.products))
        #expect(list.rows.map { [$0.id, $0.title, $0.detail] } == [["b", "Banana", "2.00"], ["c", "Cherry", "3.00"]])
    }

    @Test func aNewProductIsAddedInOrderAndInvalidatesTheRows() {
        let catalog = ProductCatalog(store: store)
        let list = ProductsViewModel(catalog: catalog)
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
        let catalog = ProductCatalog(store: store)
        let list = ProductsViewModel(catalog: catalog)
        let editor = try #require(list.makeEditProductViewModel(id: "c"))
        #expect(editor.titleText == "Edit Product")
        #expect(!editor.idFieldIsEnabled)
        #expect(editor.idText == "c")
        #expect(editor.nameText == "Cherry")
        #expect(editor.priceText == "3.00")
        editor.nameFieldChanged("Apricot")
        #expect(editor.saveButtonTapped())
        #expect(list.rows.map(\.title) == ["Apricot", "Banana"])
        #expect(catalog.products == Array(store.products))
    }

    @Test func anInvalidSaveShowsTheFirstRuleBrokenAndStoresNothing() {
        let catalog = ProductCatalog(store: store)
        let list = ProductsViewModel(catalog: catalog)
        let editor = list.makeNewProductViewModel()
        #expect(editor.errorText == nil && editor.errorLabelIsHidden)
        editor.idFieldChanged("b")
        var saved = true
        #expect(invalidates({ _ = editor.errorText }, when: { saved = editor.saveButtonTapped() }))
        #expect(!saved)
        #expect(editor.errorText == "ID already exists")
        #expect(!editor.errorLabelIsHidden)
        #expect(!invalidates({ _ = list.rows }, when: { _ = editor.saveButtonTapped() }))
        #expect(catalog.products == Array(store.products))
    }

    @Test func aSaveTheRepositoryRefusesShowsWhy() throws {
        let catalog = ProductCatalog(store: store)
        let list = ProductsViewModel(catalog: catalog)
        let editor = try #require(list.makeEditProductViewModel(id: "b"))
        list.rowDeleted(id: "b")  // deleted while its editor is open
        #expect(!editor.saveButtonTapped())
        #expect(editor.errorText == "Product no longer exists")
        #expect(list.rows.map(\.id) == ["c"])
    }

    @Test func deletingARow() {
        let catalog = ProductCatalog(store: store)
        let list = ProductsViewModel(catalog: catalog)
        #expect(invalidates({ _ = list.rows }, when: { list.rowDeleted(id: "b") }))
        #expect(list.rows.map(\.id) == ["c"])
        list.rowDeleted(id: "b")
        #expect(list.rows.map(\.id) == ["c"])
        #expect(list.makeEditProductViewModel(id: "b") == nil)
    }
}
