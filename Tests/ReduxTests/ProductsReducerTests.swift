import Domain
import ReduxStore
import Testing

@testable import Redux

/// Products' reducer as a pure function: the catalogue and the form follow the user's events.
@MainActor
@Suite("Redux: Products' reducer")
struct ProductsReducerTests {
    let start = ProductsState(products: Array(ProductDataStore().products))

    func reduce(_ actions: ProductsAction..., from state: ProductsState? = nil) -> ProductsState {
        actions.reduce(state ?? start) { productsReducer(action: $1, state: $0) }
    }

    var names: [String] { start.products.map(\.name) }

    @Test func aValidSaveStoresTheTrimmedProductInOrderAndClosesTheForm() {
        let state = reduce(
            .addButtonTapped, .idFieldChanged(" ecole "), .nameFieldChanged("école "), .priceFieldChanged("1"),
            .saveButtonTapped)
        #expect(state.products.map(\.name) == ["école", "iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(state.products.first == Product(id: "ecole", name: "école", price: 1))
        #expect(state.editor == nil)
    }

    @Test func anEditReplacesTheProductAndMovesItWhenItsNameSortsElsewhere() {
        let renamed = reduce(.rowSelected(id: "mouse"), .nameFieldChanged("Abacus"), .saveButtonTapped)
        #expect(renamed.products.map(\.name) == ["Abacus", "iPad", "iPhone", "Keyboard", "MacBook"])
        #expect(renamed.products.count(where: { $0.id == "mouse" }) == 1)
        let repriced = reduce(.rowSelected(id: "ipad"), .priceFieldChanged("1"), .saveButtonTapped)
        #expect(repriced.products[0] == Product(id: "ipad", name: "iPad", price: 1))
        #expect(repriced.products.count == 5)
    }

    @Test func aSaveThatBreaksARuleKeepsTheFormWithTheError() throws {
        let taken = reduce(.addButtonTapped, .idFieldChanged("ipad"), .nameFieldChanged("X"), .saveButtonTapped)
        #expect(taken.editor?.error == .idAlreadyExists)
        #expect(taken.products == start.products)
        let price = reduce(
            .addButtonTapped, .idFieldChanged("pen"), .nameFieldChanged("Pen"), .priceFieldChanged("x"), .saveButtonTapped)
        let form = try #require(price.editor)
        #expect([form.id, form.name, form.price] == ["pen", "Pen", "x"])
        #expect(form.error == .invalidPrice)
        #expect(reduce(.productScreenClosed, from: price).editor == nil)
        #expect(reduce(.addButtonTapped, from: price).editor?.error == nil, "a new form starts clean")
    }

    /// An action names the product, not a row: which product "should be deleted", as ReSwift's
    /// `Docs/Actions.md` puts it. An id the catalogue no longer holds deletes nothing.
    @Test func aSwipedProductIsDeletedByIdAndAnUnknownIdDeletesNothing() {
        #expect(reduce(.rowDeleted(id: "ipad")).products.map(\.name) == ["iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(reduce(.rowDeleted(id: "mouse")).products.map(\.name) == ["iPad", "iPhone", "Keyboard", "MacBook"])
        #expect(reduce(.rowDeleted(id: "ipad"), .rowDeleted(id: "ipad")).products.count == 4)
        #expect(reduce(.rowDeleted(id: "pen")) == start)
    }

    @Test func addOpensANewFormAndSelectingARowItsEditForm() throws {
        let new = try #require(reduce(.addButtonTapped).editor)
        #expect(new == ProductEditorState(mode: .new))
        #expect([new.id, new.name, new.price] == ["", "", ""])
        let edit = try #require(reduce(.rowSelected(id: "ipad")).editor)
        #expect(edit.mode == .edit(Product(id: "ipad", name: "iPad", price: 900)))
        #expect([edit.id, edit.name, edit.price] == ["ipad", "iPad", "900.00"])
        #expect(reduce(.rowSelected(id: "pen")).editor == nil, "an id the catalogue doesn't hold opens nothing")
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

    @Test func withNoFormOpenEditsAndSaveChangeNothing() {
        #expect(reduce(.idFieldChanged("x"), .saveButtonTapped) == start)
    }
}
