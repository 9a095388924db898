import Domain

/// Products' reducer: a pure function of the action and the sub-state, as ReSwift's
/// `Docs/Getting Started Guide.md` ("Reducers") writes them. It validates a save with the
/// domain's rule against the catalogue in the state, and keeps the catalogue in the domain's
/// order (``ProductOrder``).
func productsReducer(action: ProductsAction, state: ProductsState) -> ProductsState {
    var state = state
    switch action {
    case .addButtonTapped:
        state.editor = ProductEditorState(mode: .new)
    case .rowSelected(let id):
        guard let product = state.products.first(where: { $0.id == id }) else { return state }
        state.editor = ProductEditorState(mode: .edit(product))
    case .rowDeleted(let id):
        state.products.removeAll { $0.id == id }
    case .idFieldChanged(let text):
        state.editor?.id = text
    case .nameFieldChanged(let text):
        state.editor?.name = text
    case .priceFieldChanged(let text):
        state.editor?.price = text
    case .saveButtonTapped:
        guard let form = state.editor else { return state }
        let products = state.products
        do throws(ProductValidationError) {
            let product = try form.mode.validate(
                id: form.id, name: form.name, price: form.price,
                existingIDs: { id in products.contains { $0.id == id } })
            state.products.save(product)
            state.editor = nil
        } catch {
            state.editor?.error = error
        }
    case .productScreenClosed:
        state.editor = nil
    }
    return state
}

extension [Product] {
    /// Puts `product` in its place in list order, replacing the product with its id if there
    /// is one.
    fileprivate mutating func save(_ product: Product) {
        removeAll { $0.id == product.id }
        insert(product, at: ProductOrder.insertionIndex(of: product, in: self))
    }
}
