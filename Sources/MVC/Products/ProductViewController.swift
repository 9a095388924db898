import Domain
import Widgets

/// Tells Products that the user saved a valid product.
@MainActor
protocol ProductViewControllerDelegate: AnyObject {
    /// The user tapped Save and the fields passed validation. The delegate stores the product
    /// in the controller's ``ProductViewController/mode`` and closes the screen.
    func productViewController(_ controller: ProductViewController, didSave product: Product)
}

/// New Product and Edit Product (Docs/Contract.md §2): one controller, two modes.
///
/// MVC: the controller fills the fields, reads them on Save, validates them with the domain's
/// ``ProductValidation`` against the repository, and either shows the first error or hands the
/// trimmed product to its delegate.
final class ProductViewController: Screen {
    weak var delegate: (any ProductViewControllerDelegate)?
    /// Which product the screen edits; the domain's mode decides the title, the id field and
    /// the validation.
    let mode: ProductEditorMode
    private let store: ProductDataStore

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: ProductEditorMode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        super.init(title: mode.titleText)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        saveButton.addAction { [weak self] in self?.saveButtonTapped() }
        // New Product's fields start as the widgets do (empty, the id editable): nothing to write.
        guard mode.product != nil else { return }
        idField.text = mode.idText
        idField.isEnabled = mode.idFieldIsEnabled
        nameField.text = mode.nameText
        priceField.text = mode.priceText
    }

    private func saveButtonTapped() {
        do {
            let product = try mode.validate(
                id: idField.text, name: nameField.text, price: priceField.text, existingIDs: store.contains(id:))
            delegate?.productViewController(self, didSave: product)
        } catch {
            errorLabel.text = error.message
            errorLabel.isHidden = false
        }
    }
}
