import Domain
import Observation

/// The New Product / Edit Product view model (Docs/Contract.md §2): the fields' texts and the
/// last Save's error are the state; the title, the id field's lock and the error's text are
/// computed from them and from the domain's ``ProductEditorMode``; a valid Save is written to
/// the shared ``ProductCatalog``, which the list reads.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositoryDetail/RepositoryDetailHeading/RepositoryDetailHeadingViewModel.swift`);
/// observed as Apple's UIKit guide "Updating views automatically with observation tracking"
/// shows: the view fills its fields once and reads the error in `updateProperties()`.
@Observable
@MainActor
final class ProductViewModel {
    /// Why the last Save failed.
    enum SaveError: Equatable {
        /// The fields broke a rule.
        case invalid(ProductValidationError)
        /// The repository refused the write: the catalogue changed under the open editor.
        case refused(ProductDataStoreError)
    }

    /// The id field's text.
    private(set) var idText: String
    /// The name field's text.
    private(set) var nameText: String
    /// The price field's text.
    private(set) var priceText: String
    /// Why the last Save failed, or `nil`.
    private(set) var saveError: SaveError?

    private let mode: ProductEditorMode
    private let catalog: ProductCatalog

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - catalog: The products a valid product is saved into.
    init(mode: ProductEditorMode, catalog: ProductCatalog) {
        self.mode = mode
        self.catalog = catalog
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

    /// The `error` label's text for the last failed Save (Docs/Contract.md §2), or `nil`.
    var errorText: String? {
        switch saveError {
        case nil: nil
        case .invalid(.idRequired): "ID is required"
        case .invalid(.idAlreadyExists), .refused(.duplicateID): "ID already exists"
        case .invalid(.nameRequired): "Name is required"
        case .invalid(.invalidPrice): "Price must be a number like 12.50"
        case .refused(.unknownID): "Product no longer exists"
        }
    }

    /// The error label is hidden while there is no error.
    var errorLabelIsHidden: Bool { saveError == nil }

    func idFieldChanged(_ text: String) { idText = text }
    func nameFieldChanged(_ text: String) { nameText = text }
    func priceFieldChanged(_ text: String) { priceText = text }

    /// Validates the fields with the domain's rule and saves the product into the catalogue.
    /// - Returns: Whether the product was saved (the view then closes the screen).
    func saveButtonTapped() -> Bool {
        let product: Product
        do {
            product = try mode.validate(
                id: idText, name: nameText, price: priceText, existingIDs: catalog.contains(id:))
        } catch {
            saveError = .invalid(error)
            return false
        }
        do {
            switch mode {
            case .new: try catalog.add(product)
            case .edit: try catalog.update(product)
            }
        } catch {
            saveError = .refused(error)
            return false
        }
        return true
    }
}
