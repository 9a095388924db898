import Domain

/// The New Product / Edit Product presenter (Docs/Contract.md §2): keeps the texts the view reports,
/// validates them with the domain's ``ProductValidation`` on Save, and hands the trimmed
/// product back to whoever opened it.
@MainActor
final class ProductPresenter {
    weak var view: (any ProductView)?
    private let mode: ProductEditorMode
    private let store: ProductDataStore
    private let didSave: (Product) -> Void
    private var id = ""
    private var name = ""
    private var price = ""

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    ///   - didSave: Called with the valid, trimmed product before the screen closes; the
    ///     opener stores it.
    init(mode: ProductEditorMode, store: ProductDataStore, didSave: @escaping (Product) -> Void) {
        self.mode = mode
        self.store = store
        self.didSave = didSave
        id = mode.idText
        name = mode.nameText
        price = mode.priceText
    }

    func viewDidLoad() {
        view?.setTitle(mode.titleText)
        // New Product's fields start as the view's do (empty, the id editable): nothing to write.
        guard mode.product != nil else { return }
        view?.display(id: id, name: name, price: price)
        view?.setIDFieldEnabled(mode.idFieldIsEnabled)
    }

    func idFieldChanged(_ id: String) { self.id = id }
    func nameFieldChanged(_ name: String) { self.name = name }
    func priceFieldChanged(_ price: String) { self.price = price }

    func saveButtonTapped() {
        do {
            let product = try mode.validate(id: id, name: name, price: price, existingIDs: store.contains(id:))
            didSave(product)
            view?.close()
        } catch {
            view?.showError(error.message)
        }
    }
}
