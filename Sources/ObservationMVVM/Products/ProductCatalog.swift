import Domain
import Observation

/// The products, as one observed model that the Products screen and the editors share: an
/// editor writes a product here, and the list, reading it, shows the write without being told
/// of it.
///
/// The shared model of Apple's "Updating views automatically with observation tracking"
/// (UIKit), as ``CarCatalog`` is for the cars: an `@Observable` object that several view
/// models read, so the view controllers that read them in `updateProperties()` follow it. It
/// stands in front of the domain's repository: ``products`` is the state, read again from the
/// repository after every write, and a refused write leaves it as it was.
@Observable
@MainActor
final class ProductCatalog {
    /// The products in list order, as the repository held them after the last write.
    private(set) var products: [Product]
    @ObservationIgnored private let store: ProductDataStore

    /// - Parameter store: The repository the catalogue reads and writes.
    init(store: ProductDataStore) {
        self.store = store
        products = Array(store.products)
    }

    /// The product with `id`, or `nil` when the repository holds none.
    func product(id: String) -> Product? {
        store.product(id: id)
    }

    /// Whether the repository holds a product with this id.
    func contains(id: String) -> Bool {
        store.contains(id: id)
    }

    /// Adds a validated product.
    /// - Throws: The repository's refusal (the id was taken meanwhile); nothing changes.
    func add(_ product: Product) throws(ProductDataStoreError) {
        try store.add(product)
        products = Array(store.products)
    }

    /// Stores a validated product over the one with its id.
    /// - Throws: The repository's refusal (the product was deleted meanwhile); nothing changes.
    func update(_ product: Product) throws(ProductDataStoreError) {
        try store.update(product)
        products = Array(store.products)
    }

    /// Deletes the product with `id`.
    /// - Throws: The repository's refusal (the product is gone already); nothing changes.
    func delete(id: String) throws(ProductDataStoreError) {
        try store.delete(id: id)
        products = Array(store.products)
    }
}
