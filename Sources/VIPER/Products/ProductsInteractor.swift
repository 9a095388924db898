import Domain

/// Products' interactor (Docs/Contract.md §2): the only reader and writer of the product
/// repository for the list. It writes with the repository's ``ProductDataStore/add(_:)``,
/// ``ProductDataStore/update(_:)`` and ``ProductDataStore/delete(id:)`` and reports the list the
/// repository then holds; a write the repository refuses (an id taken or gone since the editor
/// checked it) changes nothing, and nothing is reported.
///
/// Follows objc.io issue 13's `VTDListInteractor.m`: the interactor works with the data store
/// and hands its output entities, never texts.
@MainActor
final class ProductsInteractor: ProductsInteractorInput {
    weak var output: (any ProductsInteractorOutput)?
    private let store: ProductDataStore

    init(store: ProductDataStore) {
        self.store = store
    }

    var products: ProductList { store.products }

    func deleteProduct(at index: Int) {
        guard store.products.indices.contains(index) else { return }
        do {
            try store.delete(id: store.products[index].id)
        } catch {
            return
        }
        output?.productsDidChange(store.products)
    }

    func saveProduct(_ product: Product, in mode: ProductEditorMode) {
        do {
            switch mode {
            case .new: try store.add(product)
            case .edit: try store.update(product)
            }
        } catch {
            return
        }
        output?.productsDidChange(store.products)
    }
}
