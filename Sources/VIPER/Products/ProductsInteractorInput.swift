import Domain

/// Products' use cases over the product repository: the list, deleting a product, and storing
/// what an editor saved.
@MainActor
protocol ProductsInteractorInput: AnyObject {
    /// The products in list order (the repository's list: O(log *n*) to read a row).
    var products: ProductList { get }
    /// Deletes the product at `index` of ``products``; the output hears the list after. An index
    /// out of range deletes nothing.
    func deleteProduct(at index: Int)
    /// Adds `product` (``ProductEditorMode/new``) or replaces the one with its id
    /// (``ProductEditorMode/edit(_:)``); the output hears the list after.
    func saveProduct(_ product: Product, in mode: ProductEditorMode)
}
