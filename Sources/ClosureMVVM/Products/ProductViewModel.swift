import Domain

/// The New Product / Edit Product view model (Docs/Contract.md §2): the texts of the fields, the error,
/// and a closure for the finished save.
@MainActor
final class ProductViewModel {
    /// Called after every change of what the screen shows beyond the fields the user types in
    /// (the error).
    var stateDidChange: ((ProductViewModel) -> Void)?
    /// Called with the valid, trimmed product; the opener stores it, and the view closes the
    /// screen after it.
    var didSave: ((Product) -> Void)?

    private let mode: ProductEditorMode
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
    init(mode: ProductEditorMode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        idText = mode.idText
        nameText = mode.nameText
        priceText = mode.priceText
    }

    var titleText: String { mode.titleText }
    var idFieldIsEnabled: Bool { mode.idFieldIsEnabled }

    func idFieldChanged(_ text: String) { idText = text }
    func nameFieldChanged(_ text: String) { nameText = text }
    func priceFieldChanged(_ text: String) { priceText = text }

    /// Validates the fields with the domain's rule.
    /// - Returns: Whether the product was saved (the view then closes the screen).
    func saveButtonTapped() -> Bool {
        do {
            let product = try mode.validate(id: idText, name: nameText, price: priceText, existingIDs: store.contains(id:))
            didSave?(product)
            return true
        } catch {
            errorText = error.message
            return false
        }
    }
}
