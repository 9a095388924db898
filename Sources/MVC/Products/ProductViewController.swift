import Domain
import Widgets

/// Tells Products that the user saved a valid product.
@MainActor
protocol ProductViewControllerDelegate: AnyObject {
    /// The user tapped Save and the fields passed validation. The delegate stores the product
    /// (add for ``ProductViewController/Mode/new``, update for
    /// ``ProductViewController/Mode/edit(_:)``) and closes the screen.
    func productViewController(_ controller: ProductViewController, didSave product: Product)
}

/// New Product and Edit Product (SPEC §2): one controller, two modes.
///
/// MVC: the controller fills the fields, reads them on Save, validates them with the domain's
/// ``ProductValidation`` against the repository, and either shows the first error or hands the
/// trimmed product to its delegate.
final class ProductViewController: Screen {
    /// Which product the screen edits.
    enum Mode {
        /// A new product: empty fields, the id editable.
        case new
        /// An existing product: its fields filled, the id fixed.
        case edit(Product)
    }

    weak var delegate: (any ProductViewControllerDelegate)?
    let mode: Mode
    private let store: ProductDataStore

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    /// - Parameters:
    ///   - mode: New or Edit.
    ///   - store: The repository, read to check that a new id is free.
    init(mode: Mode, store: ProductDataStore) {
        self.mode = mode
        self.store = store
        switch mode {
        case .new: super.init(title: "New Product")
        case .edit: super.init(title: "Edit Product")
        }
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        saveButton.addAction { [weak self] in self?.saveButtonTapped() }
        if case .edit(let product) = mode {
            idField.text = product.id
            idField.isEnabled = false
            nameField.text = product.name
            priceField.text = product.priceText
        }
    }

    private func saveButtonTapped() {
        let validationMode: ProductValidation.Mode =
            switch mode {
            case .new: .new
            case .edit(let product): .edit(originalID: product.id)
            }
        do {
            let product = try ProductValidation.validate(
                id: idField.text, name: nameField.text, price: priceField.text, mode: validationMode,
                existingIDs: store.contains(id:))
            delegate?.productViewController(self, didSave: product)
        } catch {
            errorLabel.text = error.message
            errorLabel.isHidden = false
        }
    }
}
