import Domain
import Widgets

/// Tells Products that the user saved a product.
@MainActor
protocol ProductViewControllerDelegate: AnyObject {
    /// The user tapped Save, the fields passed validation and the repository stored the
    /// product. The delegate shows the new catalogue and closes the screen.
    func productViewController(_ controller: ProductViewController, didSave product: Product)
}

/// New Product and Edit Product (Docs/Contract.md §2): one controller, two modes.
///
/// MVC: the controller decides what the screen shows for its mode (the title, the fields'
/// first texts, whether the id can be edited), reads the fields on Save, validates them with
/// the domain's rule against the repository, stores the product (`add(_:)` or `update(_:)`),
/// and tells its delegate; a refusal, of the rule or of the repository, is kept and shown in
/// the error label in the contract's words. The delegate protocol is seed 004's
/// `ProductDetailsViewControllerDelegate`.
final class ProductViewController: Screen {
    weak var delegate: (any ProductViewControllerDelegate)?
    /// Which product the screen edits.
    private let mode: ProductEditorMode
    private let store: ProductDataStore
    /// The text of the last refused Save; shown until the next tap of Save.
    private var errorMessage: String?

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error")

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository: read to check that a new id is free, written on Save.
    init(mode: ProductEditorMode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        let title =
            switch mode {
            case .new: "New Product"
            case .edit: "Edit Product"
            }
        super.init(title: title)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        saveButton.addAction { [weak self] in self?.saveButtonTapped() }
        if let product = mode.product {
            idField.text = product.id
            nameField.text = product.name
            priceField.text = product.priceText
        }
        updateViews()
    }

    /// Writes what the screen shows beyond the fields' texts: the id editable only for a new
    /// product, and the error of the last refused Save, hidden when there is none.
    private func updateViews() {
        idField.isEnabled = mode.product == nil
        errorLabel.text = errorMessage
        errorLabel.isHidden = errorMessage == nil
    }

    private func saveButtonTapped() {
        let product: Product
        do {
            product = try mode.validate(
                id: idField.text, name: nameField.text, price: priceField.text, existingIDs: store.contains(id:))
        } catch {
            refuse(with: Self.message(for: error))
            return
        }
        do {
            switch mode {
            case .new: try store.add(product)
            case .edit: try store.update(product)
            }
        } catch {
            refuse(with: Self.message(for: error))
            return
        }
        delegate?.productViewController(self, didSave: product)
    }

    private func refuse(with message: String) {
        errorMessage = message
        updateViews()
    }

    /// The error label's text for a rule the fields break (Docs/Contract.md §2).
    private static func message(for error: ProductValidationError) -> String {
        switch error {
        case .idRequired: "ID is required"
        case .idAlreadyExists: "ID already exists"
        case .nameRequired: "Name is required"
        case .invalidPrice: "Price must be a number like 12.50"
        }
    }

    /// The error label's text for a write the repository refused: the catalogue changed under
    /// the open editor (Docs/MVC.md, "Products").
    private static func message(for error: ProductDataStoreError) -> String {
        switch error {
        case .duplicateID: "ID already exists"
        case .unknownID: "Product no longer exists"
        }
    }
}
