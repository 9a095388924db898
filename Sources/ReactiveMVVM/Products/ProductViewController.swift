import Domain
import Reactive
import Widgets

/// The New Product / Edit Product view: sends its edits and taps to the view model's inputs
/// and binds its widgets to the outputs; the list takes the saved product and closes it.
final class ProductViewController: Screen {
    private let viewModel: any ProductViewModelType
    private var subscriptions = Set<AnyCancellable>()

    let idField = TextField(id: "id")
    let nameField = TextField(id: "name")
    let priceField = TextField(id: "price")
    let saveButton = Button(id: "save", title: "Save")
    let errorLabel = Label(id: "error", isHidden: true)

    init(viewModel: any ProductViewModelType) {
        self.viewModel = viewModel
        super.init(title: "")
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
        outputs.titleText
            .sink { [weak self] in self?.title = $0 }
            .store(in: &subscriptions)
        outputs.idFieldIsEnabled.assign(to: \.isEnabled, on: idField).store(in: &subscriptions)
        outputs.idText.bindText(to: idField).store(in: &subscriptions)
        outputs.nameText.bindText(to: nameField).store(in: &subscriptions)
        outputs.priceText.bindText(to: priceField).store(in: &subscriptions)
        outputs.errorText.bindText(to: errorLabel).store(in: &subscriptions)
        outputs.errorLabelIsHidden.assign(to: \.isHidden, on: errorLabel).store(in: &subscriptions)
    }
}
