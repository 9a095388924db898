import Domain
import Widgets

/// The New Product / Edit Product view: fills its fields from the view model once, forwards
/// edits and Save, and sets the id field's lock and the error in `updateProperties()`, as
/// Apple's UIKit guide "Updating views automatically with observation tracking" does.
final class ProductViewController: Screen {
    private let viewModel: ProductViewModel

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.titleText)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        // The fields start from the view model and are then the user's: setting them in
        // `updateProperties()` would write every edit back over itself.
        idField.text = viewModel.idText
        nameField.text = viewModel.nameText
        priceField.text = viewModel.priceText
        idField.addAction { [weak self] in
            guard let self else { return }
            viewModel.idFieldChanged(idField.text)
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            viewModel.nameFieldChanged(nameField.text)
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            viewModel.priceFieldChanged(priceField.text)
        }
        saveButton.addAction { [weak self] in self?.saveButtonTapped() }
    }

    override func updateProperties() {
        idField.isEnabled = viewModel.idFieldIsEnabled
        errorLabel.text = viewModel.errorText
        errorLabel.isHidden = viewModel.errorLabelIsHidden
    }

    private func saveButtonTapped() {
        if viewModel.saveButtonTapped() {
            navigationController?.popScreen()
        }
    }
}
