import Domain
import Widgets

/// The New Product / Edit Product view: takes its title from the view model, fills the fields
/// once from it, forwards the fields' edits and the tap, and binds each output closure to its
/// widget once, in ``viewDidLoad()``.
final class ProductViewController: Screen {
    private let viewModel: ProductViewModel

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error")

    init(viewModel: ProductViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        idField.text = viewModel.idText
        idField.isEnabled = viewModel.idFieldIsEnabled
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
        saveButton.addAction { [weak self] in self?.viewModel.saveButtonTapped() }
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onErrorChange = { [weak self] in
            self?.errorLabel.text = $0
            self?.errorLabel.isHidden = $0 == nil
        }
        viewModel.onFinish = { [weak self] in self?.navigationController?.popScreen() }
    }
}
