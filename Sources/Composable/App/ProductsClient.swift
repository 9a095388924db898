import Domain

/// The product repository as the features use it: Domain's ``ProductDataStore`` behind a
/// struct of closures, so a test can replace any operation.
///
/// TCA's way to design a dependency ("a struct of closures"); every operation is the
/// repository's own, rules included.
struct ProductsClient: Sendable {
    /// The products, in the domain's order: the repository's snapshot, O(1).
    var products: @MainActor () -> ProductList
    /// Whether a product has the id.
    var contains: @MainActor (_ id: String) -> Bool
    /// Stores a product an editor saved in its mode (adds it, or replaces the product of its
    /// id), and returns the rows that changed: ``ProductDataStore/save(_:in:)``, O(log *n*).
    var save: @MainActor (Product, ProductEditorMode) -> ProductListChange
    /// Deletes the product with an id, and returns the row it had, or `nil` if no product has
    /// the id (any more): ``ProductDataStore/deleteProduct(id:)``, O(log *n*).
    var deleteProduct: @MainActor (_ id: String) -> ProductListChange?

    /// The client of a repository.
    /// - Parameter repository: Returns the repository (read on each call).
    static func live(_ repository: @escaping @MainActor @Sendable () -> ProductDataStore) -> Self {
        Self(
            products: { repository().products },
            contains: { repository().contains(id: $0) },
            save: { repository().save($0, in: $1) },
            deleteProduct: { repository().deleteProduct(id: $0) })
    }
}
