import Domain

/// The product repository as the features use it: Domain's ``ProductDataStore`` behind a
/// struct of closures, so a test can replace any operation.
///
/// TCA's way to design a dependency ("a struct of closures"); every operation is the
/// repository's own, rules included.
struct ProductsClient: Sendable {
    /// The products, in the domain's order.
    var products: @MainActor () -> [Product]
    /// Whether a product has the id.
    var contains: @MainActor (_ id: String) -> Bool
    /// Adds a product; throws when its id is taken.
    var add: @MainActor (Product) throws(ProductDataStoreError) -> Void
    /// Replaces the product of the same id; throws when there is none.
    var update: @MainActor (Product) throws(ProductDataStoreError) -> Void
    /// Deletes the product of the id; throws when there is none.
    var delete: @MainActor (_ id: String) throws(ProductDataStoreError) -> Void

    /// The client of a repository.
    /// - Parameter repository: Returns the repository (read on each call).
    static func live(_ repository: @escaping @MainActor @Sendable () -> ProductDataStore) -> Self {
        Self(
            products: { Array(repository().products) },
            contains: { repository().contains(id: $0) },
            add: { (product) throws(ProductDataStoreError) in try repository().add(product) },
            update: { (product) throws(ProductDataStoreError) in try repository().update(product) },
            delete: { (id) throws(ProductDataStoreError) in try repository().delete(id: id) })
    }
}
