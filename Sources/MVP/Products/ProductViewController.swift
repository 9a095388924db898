import Widgets

/// The New Product / Edit Product passive view.
final class ProductViewController: Screen, ProductView {
    private let presenter: ProductPresenter

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(presenter: ProductPresenter) {
        self.presenter = presenter
        super.init(title: "")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        idField.addAction { [weak self] in
            guard let self else { return }
            presenter.idFieldChanged(idField.text)
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            presenter.nameFieldChanged(nameField.text)
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            presenter.priceFieldChanged(priceField.text)
        }
        saveButton.addAction { [weak self] in self?.presenter.saveButtonTapped() }
        presenter.viewDidLoad()
    }

    func setTitle(_ title: String) { self.title = title }

    func display(id: String, name: String, price: String) {
        idField.text = id
        nameField.text = name
        priceField.text = price
    }

    func setIDFieldEnabled(_ isEnabled: Bool) { idField.isEnabled = isEnabled }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    func close() { navigationController?.popScreen() }
}
