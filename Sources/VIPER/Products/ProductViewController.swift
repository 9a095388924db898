import Widgets

/// The New Product / Edit Product passive view.
final class ProductViewController: Screen, ProductViewInput {
    private let output: any ProductViewOutput

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(output: any ProductViewOutput) {
        self.output = output
        super.init(title: "")
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        idField.addAction { [weak self] in
            guard let self else { return }
            output.idFieldChanged(idField.text)
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            output.nameFieldChanged(nameField.text)
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            output.priceFieldChanged(priceField.text)
        }
        saveButton.addAction { [weak self] in self?.output.saveButtonTapped() }
        output.viewDidLoad()
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
}
