import Domain
import ReduxStore

/// Products' reducer: a pure function that keeps the list in the domain's order
/// (``ProductOrder``).
///
/// - Complexity: O(*n*) for add, update and delete: a linear search by id (update, delete), a
///   binary search for the insertion point (add, update), and moving elements; the state's
///   array is copied on write.
func productsReducer(action: any Action, state: ProductsState) -> ProductsState {
    guard let action = action as? ProductsAction else { return state }
    var state = state
    switch action {
    case .setList(let products):
        state.products = products
    case .add(let product):
        state.products.insert(product, at: state.products.insertionIndex(of: product))
    case .update(let product):
        guard let index = state.products.firstIndex(where: { $0.id == product.id }) else { return state }
        state.products.remove(at: index)
        state.products.insert(product, at: state.products.insertionIndex(of: product))
    case .delete(let id):
        guard let index = state.products.firstIndex(where: { $0.id == id }) else { return state }
        state.products.remove(at: index)
    case .editorOpened:
        state.editorError = nil
    case .saveFailed(let error):
        state.editorError = error.message
    }
    return state
}

extension [Product] {
    /// Where `product` goes to keep the array in ``ProductOrder``: a binary search.
    fileprivate func insertionIndex(of product: Product) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if ProductOrder.areInIncreasingOrder(self[middle], product) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
