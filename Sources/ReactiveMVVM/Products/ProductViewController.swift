import Domain
import Reactive
import Widgets

/// The New Product / Edit Product view: sends its edits and taps to the view model's inputs,
/// fills the fields with the texts they open with and binds the error label to its output; the list closes it after a valid Save.
final class ProductViewController: Screen {
    private let viewModel: any ProductViewModelType
    /// The error's binding, the one output the editor subscribes to.
    private var errorSubscription: AnyCancellable?

    let idField: TextField
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(viewModel: any ProductViewModelType) {
        self.viewModel = viewModel
        // What the mode fixes for the screen's life is given to the screen and the id field
        // as they are made, not bound.
        idField = TextField(id: "id", isEnabled: viewModel.outputs.idFieldIsEnabled)
        super.init(title: viewModel.outputs.titleText)
    }

    override func viewDidLoad() {
        add(idField, nameField, priceField, saveButton, errorLabel)
        idField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.idFieldChanged(idField.text)
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.nameFieldChanged(nameField.text)
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.priceFieldChanged(priceField.text)
        }
        saveButton.addAction { [weak self] in self?.viewModel.inputs.saveButtonTapped() }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        // The fields open with the product's texts and then hold what the user types.
        for (field, text) in [(idField, outputs.idText), (nameField, outputs.nameText), (priceField, outputs.priceText)]
        where field.text != text {
            field.text = text
        }
        errorSubscription = outputs.errorText
            .sink { [weak self] message in
                self?.errorLabel.text = message
                self?.errorLabel.isHidden = false
            }
    }
}
