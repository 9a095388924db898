import Widgets

/// Login's passive view.
final class LoginViewController: Screen, LoginViewInput {
    private let output: any LoginViewOutput

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error", isHidden: true)

    init(output: any LoginViewOutput) {
        self.output = output
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            output.nameFieldChanged(nameField.text)
        }
        signInButton.addAction { [weak self] in self?.output.signInButtonTapped() }
        output.viewDidLoad()
    }

    func setSignInButtonEnabled(_ isEnabled: Bool) { signInButton.isEnabled = isEnabled }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }
}
