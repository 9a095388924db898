import Domain
import Observation

/// Products' view model (Docs/Contract.md §2): the list as the repository holds it, and the writes to it.
///
/// ``products`` is state, not an event: it says what the list is, never what changed. The
/// view works out which rows to touch by comparing it with the list it drew last, as
/// `UITableViewDiffableDataSource` does with snapshots. The editors' view models write through
/// ``add(_:)`` and ``update(_:)``; the list's screen, covered meanwhile, is updated by
/// observation when it is shown again.
@Observable
@MainActor
final class ProductsViewModel {
    /// The products in list order: a copy of the repository's, refreshed after every write.
    private(set) var products: [Product]
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
        products = Array(store.products)
    }

    /// The user deleted the row: the product is deleted from the repository.
    func rowDeleted(at row: Int) {
        guard products.indices.contains(row) else { return }
        write { () throws(ProductDataStoreError) in try store.delete(id: products[row].id) }
    }

    /// The view model of a New Product screen, saving into this list.
    func makeNewProductViewModel() -> ProductViewModel {
        ProductViewModel(mode: .new, list: self)
    }

    /// The view model of the Edit Product screen for the product at `row`, or `nil` for a row
    /// out of range.
    func makeEditProductViewModel(forRow row: Int) -> ProductViewModel? {
        guard products.indices.contains(row) else { return nil }
        return ProductViewModel(mode: .edit(products[row]), list: self)
    }

    /// Whether the repository holds a product with this id; the editors' validation reads it.
    func containsProduct(id: String) -> Bool {
        store.contains(id: id)
    }

    /// Adds a product a New Product screen validated.
    func add(_ product: Product) {
        write { () throws(ProductDataStoreError) in try store.add(product) }
    }

    /// Stores a product an Edit Product screen validated.
    func update(_ product: Product) {
        write { () throws(ProductDataStoreError) in try store.update(product) }
    }

    /// Writes the repository, then publishes its list. A write the repository refuses (it
    /// cannot, right after an editor validated on the main actor) leaves the list as it is.
    private func write(_ change: () throws(ProductDataStoreError) -> Void) {
        do {
            try change()
        } catch {
            return
        }
        products = Array(store.products)
    }
}
