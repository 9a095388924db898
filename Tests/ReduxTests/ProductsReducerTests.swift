import Domain
import ReduxStore
import Testing

@testable import Redux

/// Products' reducer as a pure function: the form follows the user's events, and the list is
/// the repository's answer.
@MainActor
@Suite("Redux: Products' reducer")
struct ProductsReducerTests {
    let start = ProductsState(products: ProductDataStore().products)

    func reduce(_ actions: ProductsAction..., from state: ProductsState? = nil) -> ProductsState {
        actions.reduce(state ?? start) { productsReducer(action: $1, state: $0) }
    }

    @Test func theRepositorysAnswersReplaceTheList() {
        let one = ProductDataStore(products: [Product(id: "a", name: "A", price: 1)]).products
        #expect(reduce(.productDeleted(one, .removed(row: 1))).products == one)
        #expect(reduce(.productSaved(one, .inserted(row: 0))).products == one)
    }

    @Test func eachAnswerIsRecordedWithTheRowsItChangedAndItsRevision() {
        let one = ProductDataStore(products: [Product(id: "a", name: "A", price: 1)]).products
        let saved = reduce(.productSaved(one, .moved(from: 0, to: 3)))
        #expect(saved.list.revision == start.list.revision + 1)
        #expect(saved.list.lastChange == .moved(from: 0, to: 3))
        let deleted = reduce(.productDeleted(one, .removed(row: 0)), from: saved)
        #expect(deleted.list.revision == saved.list.revision + 1 && deleted.list.lastChange == .removed(row: 0))
    }

    @Test func addOpensANewFormAndSelectingARowItsEditForm() throws {
        let new = try #require(reduce(.addButtonTapped).editor)
        #expect(new == ProductEditorState(mode: .new))
        #expect([new.id, new.name, new.price] == ["", "", ""])
        let edit = try #require(reduce(.rowSelected(row: 0)).editor)
        #expect(edit.mode == .edit(Product(id: "ipad", name: "iPad", price: 900)))
        #expect([edit.id, edit.name, edit.price] == ["ipad", "iPad", "900.00"])
        #expect(reduce(.rowSelected(row: 5)).editor == nil, "a row out of range opens nothing")
    }

    @Test func theFormTakesTheEditsAndTheErrorUntilItCloses() throws {
        let typed = reduce(
            .addButtonTapped, .idFieldChanged("pen"), .nameFieldChanged("Pen"), .priceFieldChanged("x"),
            .saveFailed(.invalidPrice))
        let form = try #require(typed.editor)
        #expect([form.id, form.name, form.price] == ["pen", "Pen", "x"])
        #expect(form.error == .invalidPrice)
        #expect(form.error?.errorText == "Price must be a number like 12.50")
        #expect(reduce(.productScreenClosed, from: typed).editor == nil)
        #expect(reduce(.productSaved(typed.products, .inserted(row: 0)), from: typed).editor == nil, "a save closes the form")
        #expect(reduce(.addButtonTapped, from: typed).editor?.error == nil, "a new form starts clean")
    }

    /// The form keeps the broken rule's kind; the editor screen shows the contract's text for it.
    @Test(arguments: [
        (ProductValidationError.idRequired, "ID is required"),
        (.idAlreadyExists, "ID already exists"),
        (.nameRequired, "Name is required"),
        (.invalidPrice, "Price must be a number like 12.50"),
    ])
    func eachBrokenRuleShowsTheContractsText(_ error: ProductValidationError, _ text: String) {
        #expect(error.errorText == text)
    }

    @Test func theEffectsAloneChangeNothing() {
        let open = reduce(.addButtonTapped)
        #expect(reduce(.saveButtonTapped, .rowDeleted(row: 0), from: open) == open)
        #expect(reduce(.idFieldChanged("x")) == start, "an edit with no form open changes nothing")
    }
}

@MainActor
@Suite("Redux: Products' middleware")
struct ProductsMiddlewareTests {
    let repository = ProductDataStore()
    let store: Store<AppState>

    init() {
        store = Store<AppState>(
            reducer: appReducer, state: AppState(dependencies: AppDependencies(products: repository)),
            middleware: [productsMiddleware(repository: repository)])
    }

    var names: [String] { store.state.products.products.map(\.name) }

    @Test func aValidSaveStoresTheTrimmedProductAndClosesTheForm() {
        for action: ProductsAction in [
            .addButtonTapped, .idFieldChanged(" ecole "), .nameFieldChanged("école "), .priceFieldChanged("1"),
            .saveButtonTapped,
        ] {
            store.dispatch(action)
        }
        #expect(repository.product(id: "ecole") == Product(id: "ecole", name: "école", price: 1))
        #expect(names == ["école", "iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(store.state.products.editor == nil)
    }

    @Test func anEditMovesARenamedProductAndATakenIDIsRefused() {
        store.dispatch(ProductsAction.rowSelected(row: 4))
        store.dispatch(ProductsAction.nameFieldChanged("Abacus"))
        store.dispatch(ProductsAction.saveButtonTapped)
        #expect(names == ["Abacus", "iPad", "iPhone", "Keyboard", "MacBook"])
        #expect(store.state.products.list.lastChange == .moved(from: 4, to: 0))

        store.dispatch(ProductsAction.addButtonTapped)
        store.dispatch(ProductsAction.idFieldChanged("ipad"))
        store.dispatch(ProductsAction.saveButtonTapped)
        #expect(store.state.products.editor?.error == .idAlreadyExists)
        #expect(repository.products.count == 5)
    }

    @Test func aSwipedRowIsDeletedAndOutOfRangeDeletesNothing() {
        store.dispatch(ProductsAction.rowDeleted(row: 0))
        store.dispatch(ProductsAction.rowDeleted(row: 4))
        #expect(names == ["iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(repository.products == store.state.products.products)
    }

    @Test func eachWriteIsOneReduceOfTheRepositorysAnswer() {
        var reduced: [String] = []
        let store = Store<AppState>(
            reducer: { action, state in
                reduced.append("\(action)")
                return appReducer(action: action, state: state)
            },
            state: AppState(dependencies: AppDependencies(products: repository)),
            middleware: [productsMiddleware(repository: repository)])
        store.dispatch(ProductsAction.rowDeleted(row: 9))
        #expect(reduced.isEmpty, "a row out of range goes no further")
        store.dispatch(ProductsAction.rowDeleted(row: 0))
        #expect(reduced.count == 1 && reduced[0].hasPrefix("productDeleted("), "\(reduced)")
        #expect(store.state.products.products == repository.products)
    }
}
