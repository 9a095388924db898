import Domain

/// Products' reducer: a pure function of the action and the slice. The list is what the
/// repository answered (``productsMiddleware(repository:)`` reads and writes it, keeping the
/// domain's order), so the reducer neither sorts nor searches.
///
/// - Complexity: O(1) for every action, beside O(log *n*) for `rowSelected` to read the row:
///   a new list is the repository's persistent snapshot, recorded with the change it answered.
func productsReducer(action: ProductsAction, state: ProductsState) -> ProductsState {
    var state = state
    switch action {
    case .rowDeleted, .saveButtonTapped:
        break  // effects: the middleware passes on the repository's answer in their place
    case .addButtonTapped:
        state.editor = ProductEditorState(mode: .new)
    case .rowSelected(let row):
        guard state.products.indices.contains(row) else { return state }
        state.editor = ProductEditorState(mode: .edit(state.products[row]))
    case .idFieldChanged(let text):
        state.editor?.id = text
    case .nameFieldChanged(let text):
        state.editor?.name = text
    case .priceFieldChanged(let text):
        state.editor?.price = text
    case .productScreenClosed:
        state.editor = nil
    case .productDeleted(let products, let change):
        state.list.record(change, leaving: products)
    case .productSaved(let products, let change):
        state.list.record(change, leaving: products)
        state.editor = nil
    case .saveFailed(let error):
        state.editor?.error = error
    }
    return state
}
