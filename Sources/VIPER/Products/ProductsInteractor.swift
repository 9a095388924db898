import Domain

/// Products' interactor (Docs/Contract.md §2): the only reader and writer of the product
/// repository for the list. It writes with the repository's ``ProductDataStore/add(_:)``,
/// ``ProductDataStore/update(_:)`` and ``ProductDataStore/delete(id:)`` and reports the list the
/// repository then holds, whether or not the write took: a write the repository refuses (an id
/// taken or gone since the editor checked it) changes nothing, and the unchanged list is
/// reported.
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

    func deleteProduct(id: String) {
        try? store.delete(id: id)
        output?.productsDidChange(store.products)
    }

    func saveProduct(_ product: Product, in mode: ProductEditorMode) {
        switch mode {
        case .new: try? store.add(product)
        case .edit: try? store.update(product)
        }
        output?.productsDidChange(store.products)
    }
}
