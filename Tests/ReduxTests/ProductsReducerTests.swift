import Domain
import Testing

@testable import Redux

/// Seed 004's reducer as a pure function: set list, add, update, delete keep the domain's order.
@Suite("Redux: Products' reducer")
struct ProductsReducerTests {
    let start = ProductsState(products: ProductOrder.sorted(Product.demoCatalogue))

    func names(_ state: ProductsState) -> [String] { state.products.map(\.name) }

    @Test func setListReplacesTheList() {
        let one = [Product(id: "a", name: "A", price: 1)]
        #expect(productsReducer(action: ProductsAction.setList(one), state: start).products == one)
    }

    @Test func addInsertsInOrder() {
        let state = productsReducer(action: ProductsAction.add(Product(id: "ecole", name: "école", price: 1)), state: start)
        #expect(names(state) == ["école", "iPad", "iPhone", "Keyboard", "MacBook", "Mouse"])
        let tie = productsReducer(action: ProductsAction.add(Product(id: "aaa", name: "IPAD", price: 1)), state: start)
        #expect(tie.products.prefix(2).map(\.id) == ["aaa", "ipad"], "equal names by id")
    }

    @Test func updateMovesARenamedProduct() {
        let state = productsReducer(action: ProductsAction.update(Product(id: "mouse", name: "Abacus", price: 5)), state: start)
        #expect(names(state) == ["Abacus", "iPad", "iPhone", "Keyboard", "MacBook"])
        #expect(productsReducer(action: ProductsAction.update(Product(id: "nope", name: "X", price: 1)), state: start) == start)
    }

    @Test func deleteRemovesById() {
        let state = productsReducer(action: ProductsAction.delete(id: "ipad"), state: start)
        #expect(names(state) == ["iPhone", "Keyboard", "MacBook", "Mouse"])
        #expect(productsReducer(action: ProductsAction.delete(id: "nope"), state: start) == start)
    }

    @Test func theEditorErrorStaysUntilTheEditorOpensAgain() {
        var state = productsReducer(action: ProductsAction.saveFailed(.nameRequired), state: start)
        #expect(state.editorError == "Name is required")
        state = productsReducer(action: ProductsAction.add(Product(id: "x", name: "X", price: 1)), state: state)
        #expect(state.editorError == "Name is required")
        state = productsReducer(action: ProductsAction.editorOpened, state: state)
        #expect(state.editorError == nil)
    }
}
