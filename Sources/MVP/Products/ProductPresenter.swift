import Domain

/// The New Product / Edit Product presenter (SPEC §2): keeps the texts the view reports,
/// validates them with the domain's ``ProductValidation`` on Save, and hands the trimmed
/// product back to whoever opened it.
@MainActor
final class ProductPresenter {
    /// Which product the screen edits.
    enum Mode {
        /// A new product: empty fields, the id editable.
        case new
        /// An existing product: its fields filled, the id fixed.
        case edit(Product)
    }

    weak var view: (any ProductView)?
    private let mode: Mode
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
    init(mode: Mode, store: ProductDataStore, didSave: @escaping (Product) -> Void) {
        self.mode = mode
        self.store = store
        self.didSave = didSave
        if case .edit(let product) = mode {
            id = product.id
            name = product.name
            price = product.priceText
        }
    }

    func viewDidLoad() {
        switch mode {
        case .new:
            view?.setTitle("New Product")
        case .edit:
            view?.setTitle("Edit Product")
            view?.display(id: id, name: name, price: price)
            view?.setIDFieldEnabled(false)
        }
    }

    func idFieldChanged(_ id: String) { self.id = id }
    func nameFieldChanged(_ name: String) { self.name = name }
    func priceFieldChanged(_ price: String) { self.price = price }

    func saveButtonTapped() {
        let validationMode: ProductValidation.Mode =
            switch mode {
            case .new: .new
            case .edit(let product): .edit(originalID: product.id)
            }
        do {
            let product = try ProductValidation.validate(
                id: id, name: name, price: price, mode: validationMode, existingIDs: store.contains(id:))
            didSave(product)
            view?.close()
        } catch {
            view?.showError(error.message)
        }
    }
}
