import Domain
import Widgets

/// Login's view: binds its widgets to the view model's change closure.
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
        viewModel.stateDidChange = { [weak self] in self?.bind($0) }
        bind(viewModel)
    }

    private func bind(_ viewModel: LoginViewModel) {
        signInButton.isEnabled = viewModel.signInButtonIsEnabled
        errorLabel.text = viewModel.errorText
        errorLabel.isHidden = viewModel.errorText == nil
    }

    private func signInButtonTapped() {
        if viewModel.signInButtonTapped() {
            navigationController?.popScreen()
        }
    }
}
