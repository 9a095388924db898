import Domain

/// Products' use cases over the product repository: the list, deleting a row, and storing
/// what an editor saved.
@MainActor
protocol ProductsInteractorInput: AnyObject {
    /// The products in list order.
    var products: [Product] { get }
    /// Deletes the product at `row`; the output hears the row, or that the list must reload.
    func deleteProduct(at row: Int)
    /// Adds `product`, or replaces the one with its id; the output hears which row changed.
    func saveProduct(_ product: Product)
}
