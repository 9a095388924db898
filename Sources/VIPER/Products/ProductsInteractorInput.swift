import Domain

/// Products' use cases over the product repository: the list, deleting a product, and storing
/// what an editor saved.
@MainActor
protocol ProductsInteractorInput: AnyObject {
    /// The products in list order.
    var products: ProductList { get }
    /// Deletes the product whose id is `id`; the output hears the list after, unchanged if no
    /// product has that id.
    func deleteProduct(id: String)
    /// Adds `product` (``ProductEditorMode/new``) or replaces the one with its id
    /// (``ProductEditorMode/edit(_:)``); the output hears the list after.
    func saveProduct(_ product: Product, in mode: ProductEditorMode)
}
