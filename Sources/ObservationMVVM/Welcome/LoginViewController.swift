import Domain
import Widgets

/// Login's view: forwards the name and the tap, and sets Sign in and the error in
/// `updateProperties()`, as Apple's UIKit guide "Updating views automatically with observation
/// tracking" does: every read there is tracked, so a change of the name or the error runs it
/// again.
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
        errorLabel.text = viewModel.errorText
        errorLabel.isHidden = viewModel.errorLabelIsHidden
    }

    private func signInButtonTapped() {
        if viewModel.signInButtonTapped() {
            navigationController?.popScreen()
        }
    }
}
