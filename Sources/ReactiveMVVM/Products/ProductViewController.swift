import Domain
import Reactive
import Widgets

/// The New Product / Edit Product view: sends its edits and taps to the view model's inputs and
/// binds its widgets to the outputs; the list closes it after a valid Save.
final class ProductViewController: Screen {
    private let viewModel: any ProductViewModelType
    private var subscriptions = Set<AnyCancellable>()

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
        outputs.idText.bindText(to: idField).store(in: &subscriptions)
        outputs.nameText.bindText(to: nameField).store(in: &subscriptions)
        outputs.priceText.bindText(to: priceField).store(in: &subscriptions)
        outputs.errorText
            .sink { [weak self] message in
                self?.errorLabel.text = message
                self?.errorLabel.isHidden = false
            }
            .store(in: &subscriptions)
    }
}
