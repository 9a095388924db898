import Domain

/// The New Product / Edit Product view model (SPEC §2): the texts of the fields, the error,
/// and a closure for the finished save.
@MainActor
final class ProductViewModel {
    /// Which product the screen edits.
    enum Mode {
        /// A new product: empty fields, the id editable.
        case new
        /// An existing product: its fields filled, the id fixed.
        case edit(Product)
    }

    /// Called after every change of what the screen shows beyond the fields the user types in
    /// (the error).
    var stateDidChange: ((ProductViewModel) -> Void)?
    /// Called with the valid, trimmed product; the opener stores it, and the view closes the
    /// screen after it.
    var didSave: ((Product) -> Void)?

    private let mode: Mode
    private let store: ProductDataStore
    private(set) var idText = ""
    private(set) var nameText = ""
    private(set) var priceText = ""
    private(set) var errorText: String? {
        didSet { stateDidChange?(self) }
    }

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: Mode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        if case .edit(let product) = mode {
            idText = product.id
            nameText = product.name
            priceText = product.priceText
        }
    }

    var titleText: String {
        switch mode {
        case .new: "New Product"
        case .edit: "Edit Product"
        }
    }

    var idFieldIsEnabled: Bool {
        switch mode {
        case .new: true
        case .edit: false
        }
    }

    func idFieldChanged(_ text: String) { idText = text }
    func nameFieldChanged(_ text: String) { nameText = text }
    func priceFieldChanged(_ text: String) { priceText = text }

    /// Validates the fields with the domain's rule.
    /// - Returns: Whether the product was saved (the view then closes the screen).
    func saveButtonTapped() -> Bool {
        let validationMode: ProductValidation.Mode =
            switch mode {
            case .new: .new
            case .edit(let product): .edit(originalID: product.id)
            }
        do {
            let product = try ProductValidation.validate(
                id: idText, name: nameText, price: priceText, mode: validationMode,
                existingIDs: store.contains(id:))
            didSave?(product)
            return true
        } catch {
            errorText = error.message
            return false
        }
    }
}
