import Domain

/// Products' interactor (SPEC §2): the only reader and writer of the product repository for the
/// list; it reports each change as the rows it touched.
@MainActor
final class ProductsInteractor: ProductsInteractorInput {
    weak var output: (any ProductsInteractorOutput)?
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    var products: [Product] { store.products }

    func deleteProduct(at row: Int) {
        guard store.products.indices.contains(row) else { return }
        do {
            try store.delete(id: store.products[row].id)
            output?.didDeleteProduct(at: row)
        } catch {
            output?.productsDidFailToChange()
        }
    }

    func saveProduct(_ product: Product) {
        if let oldRow = store.index(of: product.id) {
            update(product, from: oldRow)
        } else {
            add(product)
        }
    }

    private func add(_ product: Product) {
        do {
            try store.add(product)
            if let row = store.index(of: product.id) { output?.didInsertProduct(at: row) }
        } catch {
            output?.productsDidFailToChange()
        }
    }

    private func update(_ product: Product, from oldRow: Int) {
        do {
            try store.update(product)
        } catch {
            output?.productsDidFailToChange()
            return
        }
        guard let newRow = store.index(of: product.id) else { return }
        if oldRow == newRow {
            output?.didUpdateProduct(at: newRow)
        } else {
            output?.didMoveProduct(from: oldRow, to: newRow)
        }
    }
}
