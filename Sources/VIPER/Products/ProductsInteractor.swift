import Domain

/// Products' interactor (Docs/Contract.md §2): the only reader and writer of the product
/// repository for the list; it reports each write as the rows the domain says it touched
/// (``ProductListChange``).
@MainActor
final class ProductsInteractor: ProductsInteractorInput {
    weak var output: (any ProductsInteractorOutput)?
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    var products: ProductList { store.products }

    func deleteProduct(at row: Int) {
        guard let change = store.deleteProduct(atRow: row) else { return }
        output?.productsDidChange(change)
    }

    func saveProduct(_ product: Product, in mode: ProductEditorMode) {
        output?.productsDidChange(store.save(product, in: mode))
    }
}
