import Domain
import Observation

/// The New Product / Edit Product view model (Docs/Contract.md §2): the texts of the fields, the error,
/// and saving into the list's view model.
@Observable
@MainActor
final class ProductViewModel {
    /// Which product the screen edits.
    enum Mode {
        /// A new product: empty fields, the id editable.
        case new
        /// An existing product: its fields filled, the id fixed.
        case edit(Product)
    }

    private(set) var idText = ""
    private(set) var nameText = ""
    private(set) var priceText = ""
    private(set) var errorText: String?

    private let mode: Mode
    private let list: ProductsViewModel

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - list: The list a valid product is saved into.
    init(mode: Mode, list: ProductsViewModel) {
        self.mode = mode
        self.list = list
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

    /// Validates the fields with the domain's rule and saves the product into the list.
    /// - Returns: Whether the product was saved (the view then closes the screen).
    func saveButtonTapped() -> Bool {
        let validationMode: ProductValidation.Mode =
            switch mode {
            case .new: .new
            case .edit(let product): .edit(originalID: product.id)
            }
        let product: Product
        do {
            product = try ProductValidation.validate(
                id: idText, name: nameText, price: priceText, mode: validationMode,
                existingIDs: list.containsProduct(id:))
        } catch {
            errorText = error.message
            return false
        }
        switch mode {
        case .new: list.add(product)
        case .edit: list.update(product)
        }
        return true
    }
}
