import Widgets

/// Login's passive view.
final class LoginViewController: Screen, LoginView {
    private let presenter: LoginPresenter

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error", isHidden: true)

    init(presenter: LoginPresenter) {
        self.presenter = presenter
        super.init(title: "Login")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            presenter.nameFieldChanged(nameField.text)
        }
        signInButton.addAction { [weak self] in self?.presenter.signInButtonTapped() }
        presenter.viewDidLoad()
    }

    func setSignInButtonEnabled(_ isEnabled: Bool) { signInButton.isEnabled = isEnabled }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    func close() { navigationController?.popScreen() }
}
