import Domain
import Observation

/// Products' view model (Docs/Contract.md §2): the list as the repository holds it, the rows its
/// last write touched, and the writes to it.
///
/// ``list`` is state that also says what changed: the repository's ``ProductList`` snapshot
/// after every write (O(1) to take), numbered, with the domain's ``ProductListChange`` that led
/// there, so the view redraws only those rows instead of comparing lists. The editors' view
/// models write through ``add(_:)`` and ``update(_:)``; the list's screen, covered meanwhile,
/// is updated by observation when it is shown again.
@Observable
@MainActor
final class ProductsViewModel {
    /// The products in list order, numbered, with the rows the last write touched.
    private(set) var list: VersionedProductList
    private let store: ProductDataStore

    /// The products in list order: the repository's, as of the last write. Reading it tracks
    /// ``list``.
    var products: ProductList { list.products }

    init(store: ProductDataStore) {
        self.store = store
        list = VersionedProductList(products: store.products)
    }

    /// The user deleted the row: the product is deleted from the repository.
    ///
    /// - Complexity: O(log *n*).
    func rowDeleted(at row: Int) {
        guard let change = store.deleteProduct(atRow: row) else { return }
        list.record(change, leaving: store.products)
    }

    /// The view model of a New Product screen, saving into this list.
    func makeNewProductViewModel() -> ProductViewModel {
        ProductViewModel(mode: .new, list: self)
    }

    /// The view model of the Edit Product screen for the product at `row`, or `nil` for a row
    /// out of range.
    func makeEditProductViewModel(forRow row: Int) -> ProductViewModel? {
        // One read of the observed list (each read records an access with the registrar).
        let products = products
        guard products.indices.contains(row) else { return nil }
        return ProductViewModel(mode: .edit(products[row]), list: self)
    }

    /// Whether the repository holds a product with this id; the editors' validation reads it.
    func containsProduct(id: String) -> Bool {
        store.contains(id: id)
    }

    /// Adds a product a New Product screen validated.
    ///
    /// - Complexity: O(log *n*).
    func add(_ product: Product) {
        save(product, in: .new)
    }

    /// Stores a product an Edit Product screen validated (its id names the product it
    /// replaces).
    ///
    /// - Complexity: O(log *n*).
    func update(_ product: Product) {
        save(product, in: .edit(product))
    }

    /// Writes the repository, then records its list and the rows the write touched. A write
    /// the repository refuses (it cannot, right after an editor validated on the main actor)
    /// is recorded as ``ProductListChange/reloadedAll`` of the unchanged list.
    private func save(_ product: Product, in mode: ProductEditorMode) {
        list.record(store.save(product, in: mode), leaving: store.products)
    }
}
