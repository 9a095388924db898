import Domain
import Observation

/// The New Product / Edit Product view model (Docs/Contract.md §2): the title, the texts of the
/// fields, the error, and saving into the list's view model. It turns the domain's
/// ``ProductEditorMode`` into what the screen shows, and a broken rule into the error's text.
///
/// The error is the one output the screen tracks. The texts are the fields' (the view fills the
/// fields from them once, then the user owns them) and are kept for Save, not observed: an edit
/// notifies no one.
@Observable
@MainActor
final class ProductViewModel {
    @ObservationIgnored private(set) var idText = ""
    @ObservationIgnored private(set) var nameText = ""
    @ObservationIgnored private(set) var priceText = ""
    private(set) var errorText: String?

    private let mode: ProductEditorMode
    private let list: ProductsViewModel

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - list: The list a valid product is saved into.
    init(mode: ProductEditorMode, list: ProductsViewModel) {
        self.mode = mode
        self.list = list
        idText = mode.product?.id ?? ""
        nameText = mode.product?.name ?? ""
        priceText = mode.product?.priceText ?? ""
    }

    /// The screen's title: "New Product" or "Edit Product".
    var titleText: String {
        switch mode {
        case .new: "New Product"
        case .edit: "Edit Product"
        }
    }

    /// Whether the id field can be edited: only for a new product.
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
        let product: Product
        do {
            product = try mode.validate(
                id: idText, name: nameText, price: priceText, existingIDs: list.containsProduct(id:))
        } catch {
            errorText = Self.errorText(for: error)
            return false
        }
        switch mode {
        case .new: list.add(product)
        case .edit: list.update(product)
        }
        return true
    }

    /// The `error` label's text for the first rule a Save broke, as Docs/Contract.md §2 writes it.
    private static func errorText(for error: ProductValidationError) -> String {
        switch error {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }
}
