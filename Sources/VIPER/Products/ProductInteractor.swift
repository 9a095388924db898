import Domain

/// The New Product / Edit Product interactor (Docs/Contract.md §2): validates the texts in the
/// editor's ``ProductEditorMode``, reading the repository to check that a new id is free.
@MainActor
final class ProductInteractor: ProductInteractorInput {
    weak var output: (any ProductInteractorOutput)?
    let mode: ProductEditorMode
    private let store: ProductDataStore

    /// - Parameters:
    ///   - mode: New, or Edit of a product.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: ProductEditorMode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
    }

    func validate(id: String, name: String, price: String) {
        do {
            output?.didValidate(try mode.validate(id: id, name: name, price: price, existingIDs: store.contains(id:)))
        } catch {
            output?.didFailValidation(error)
        }
    }
}
