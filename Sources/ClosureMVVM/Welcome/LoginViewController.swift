import Domain
import Widgets

/// Login's view: forwards the name and the tap, and binds each output closure to its widget
/// once, in ``viewDidLoad()``.
final class LoginViewController: Screen {
    private let viewModel: LoginViewModel

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error")

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            viewModel.nameFieldChanged(nameField.text)
        }
        signInButton.addAction { [weak self] in self?.viewModel.signInButtonTapped() }
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onSignInEnabledChange = { [weak self] in self?.signInButton.isEnabled = $0 }
        viewModel.onErrorChange = { [weak self] in
            self?.errorLabel.text = $0
            self?.errorLabel.isHidden = $0 == nil
        }
        viewModel.onFinish = { [weak self] in self?.navigationController?.popScreen() }
    }
}
