import Domain
import Reactive
import Widgets

/// The New Product / Edit Product view: fills its fields from the view model's input subjects
/// once, sends edits and taps as actions, binds the error label, and closes on the saved event.
final class ProductViewController: Screen {
    private let viewModel: ProductViewModel
    private var subscriptions = Set<AnyCancellable>()

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
        // The fields start from the view model's inputs and are then the user's: binding the
        // inputs back onto them would echo every edit.
        idField.text = viewModel.id.value
        idField.isEnabled = viewModel.idFieldIsEnabled
        nameField.text = viewModel.name.value
        priceField.text = viewModel.price.value
        idField.addAction { [weak self] in
            guard let self else { return }
            viewModel.action.send(.idFieldChanged(idField.text))
        }
        nameField.addAction { [weak self] in
            guard let self else { return }
            viewModel.action.send(.nameFieldChanged(nameField.text))
        }
        priceField.addAction { [weak self] in
            guard let self else { return }
            viewModel.action.send(.priceFieldChanged(priceField.text))
        }
        saveButton.addAction { [weak self] in self?.viewModel.action.send(.saveButtonTapped) }
        bind()
    }

    private func bind() {
        viewModel.errorText
            .sink { [weak self] message in
                self?.errorLabel.text = message
                self?.errorLabel.isHidden = message == nil
            }
            .store(in: &subscriptions)
        viewModel.saved
            .sink { [weak self] _ in self?.navigationController?.popScreen() }
            .store(in: &subscriptions)
    }
}
