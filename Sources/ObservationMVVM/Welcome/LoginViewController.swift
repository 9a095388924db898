import Domain
import Widgets

/// Login's view: forwards the name and the tap, and sets Sign in and the error in
/// `updateProperties()`.
final class LoginViewController: Screen {
    private let viewModel: LoginViewModel

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error", isHidden: true)

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
        signInButton.addAction { [weak self] in self?.signInButtonTapped() }
    }

    override func updateProperties() {
        signInButton.isEnabled = viewModel.signInButtonIsEnabled
        let errorText = viewModel.errorText
        errorLabel.text = errorText
        errorLabel.isHidden = errorText == nil
    }

    private func signInButtonTapped() {
        if viewModel.signInButtonTapped() {
            navigationController?.popScreen()
        }
    }
}
