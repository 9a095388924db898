import Domain

/// The New Product / Edit Product interactor (SPEC §2): validates with the domain's
/// ``ProductValidation``, reading the repository to check that a new id is free.
@MainActor
final class ProductInteractor: ProductInteractorInput {
    weak var output: (any ProductInteractorOutput)?
    let editedProduct: Product?
    private let store: ProductDataStore

    /// - Parameter editedProduct: The product to edit, or `nil` for a new one.
    init(editedProduct: Product?, store: ProductDataStore) {
        self.editedProduct = editedProduct
        self.store = store
    }

    func validate(id: String, name: String, price: String) {
        let mode: ProductValidation.Mode = editedProduct.map { .edit(originalID: $0.id) } ?? .new
        do {
            output?.didValidate(
                try ProductValidation.validate(id: id, name: name, price: price, mode: mode, existingIDs: store.contains(id:)))
        } catch {
            output?.didFailValidation(error)
        }
    }
}
