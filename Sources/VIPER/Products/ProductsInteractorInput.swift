import Domain

/// Products' use cases over the product repository: the list, deleting a row, and storing
/// what an editor saved.
@MainActor
protocol ProductsInteractorInput: AnyObject {
    /// The products in list order (the repository's list: O(log *n*) to read a row).
    var products: ProductList { get }
    /// Deletes the product at `row`; the output hears the rows that changed.
    func deleteProduct(at row: Int)
    /// Adds `product` (``ProductEditorMode/new``) or replaces the one with its id
    /// (``ProductEditorMode/edit(_:)``); the output hears the rows that changed.
    func saveProduct(_ product: Product, in mode: ProductEditorMode)
}
