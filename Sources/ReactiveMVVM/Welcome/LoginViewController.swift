import Domain
import Reactive
import Widgets

/// Login's view: sends its edits and taps to the view model's inputs and binds its widgets to
/// the outputs; Welcome takes the signed-in user and closes it.
final class LoginViewController: Screen {
    private let viewModel: any LoginViewModelType
    private var subscriptions = Set<AnyCancellable>()

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error", isHidden: true)

    init(viewModel: any LoginViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            viewModel.inputs.nameFieldChanged(nameField.text)
        }
        signInButton.addAction { [weak self] in self?.viewModel.inputs.signInButtonTapped() }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.signInButtonIsEnabled.assign(to: \.isEnabled, on: signInButton).store(in: &subscriptions)
        outputs.errorText.bindText(to: errorLabel).store(in: &subscriptions)
        outputs.errorLabelIsHidden.assign(to: \.isHidden, on: errorLabel).store(in: &subscriptions)
    }
}
