import Domain
import Observation

/// Products' view model (Docs/Contract.md §2): the products as the repository holds them, their
/// rows, deletion, and the writes the editors make.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`: the
/// list's view model holds the items and builds the detail it opens); observed as Apple's UIKit
/// guide "Updating views automatically with observation tracking" shows: ``products`` is the
/// state, read again from the repository after every write, and ``rows`` is computed from it,
/// so the list's view, which reads the rows in `updateProperties()`, follows every write, the
/// editors' included, when it is shown again.
@Observable
@MainActor
final class ProductsViewModel {
    /// One row of the list: the product's name and its price with two fraction digits. A row
    /// is its product, as a diffable list's items are in Apple's samples: a product that
    /// changed is another row, and the cell shows the texts the row words from it.
    struct Row: Hashable, Sendable {
        let product: Product

        /// The product's id, which the list's events name it by.
        var id: String { product.id }
        var title: String { product.name }
        var detail: String { product.priceText }
    }

    /// The products in list order, as the repository held them after the last write.
    private(set) var products: [Product]
    private let store: ProductDataStore

    /// - Parameter store: The repository the list shows and writes.
    init(store: ProductDataStore) {
        self.store = store
        products = Array(store.products)
    }

    /// The rows, in list order.
    var rows: [Row] {
        products.map(Row.init)
    }

    /// The user deleted the product's row: the product is deleted from the repository. A
    /// refused delete (the product is gone already) changes nothing; either way the list is
    /// what the repository holds.
    func rowDeleted(id: String) {
        try? store.delete(id: id)
        products = Array(store.products)
    }

    /// The view model of a New Product screen, saving into this list.
    func makeNewProductViewModel() -> ProductViewModel {
        ProductViewModel(mode: .new, list: self)
    }

    /// The view model of the Edit Product screen for the product with `id`, or `nil` when the
    /// repository holds none.
    func makeEditProductViewModel(id: String) -> ProductViewModel? {
        guard let product = store.product(id: id) else { return nil }
        return ProductViewModel(mode: .edit(product), list: self)
    }

    /// Whether the repository holds a product with this id; the editors' validation reads it.
    func containsProduct(id: String) -> Bool {
        store.contains(id: id)
    }

    /// Adds a product a New Product screen validated.
    /// - Throws: The repository's refusal (the id was taken meanwhile); the list is unchanged.
    func add(_ product: Product) throws(ProductDataStoreError) {
        try store.add(product)
        products = Array(store.products)
    }

    /// Stores a product an Edit Product screen validated (its id names the product it
    /// replaces).
    /// - Throws: The repository's refusal (the product was deleted meanwhile); the list is
    ///   unchanged.
    func update(_ product: Product) throws(ProductDataStoreError) {
        try store.update(product)
        products = Array(store.products)
    }
}
