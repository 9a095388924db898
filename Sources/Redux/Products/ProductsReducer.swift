import Domain
import ReduxStore

/// Products' reducer: a pure function of the action and the slice. The list is what the
/// repository answered (``productsMiddleware(repository:)`` reads and writes it, keeping the
/// domain's order), so the reducer neither sorts nor searches.
///
/// - Complexity: O(1) for every action; a new list shares the repository's array.
func productsReducer(action: any Action, state: ProductsState) -> ProductsState {
    guard let action = action as? ProductsAction else { return state }
    var state = state
    switch action {
    case .productsScreenWillAppear, .rowDeleted, .saveButtonTapped:
        break  // effects: the middleware answers with what the repository holds
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
    case .productsLoaded(let products), .productDeleted(let products):
        state.products = products
    case .productSaved(let products):
        state.products = products
        state.editor = nil
    case .saveFailed(let error):
        state.editor?.errorMessage = error.message
    }
    return state
}
