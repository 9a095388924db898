import Domain
import Reactive
import Widgets

/// Login's view: binds its widgets to the view model and closes on the signed-in event.
final class LoginViewController: Screen {
    private let viewModel: LoginViewModel
    private var subscriptions = Set<AnyCancellable>()

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
            viewModel.action.send(.nameFieldChanged(nameField.text))
        }
        signInButton.addAction { [weak self] in self?.viewModel.action.send(.signInButtonTapped) }
        bind()
    }

    private func bind() {
        viewModel.signInEnabled.assign(to: \.isEnabled, on: signInButton).store(in: &subscriptions)
        viewModel.errorText
            .sink { [weak self] message in
                self?.errorLabel.text = message
                self?.errorLabel.isHidden = message == nil
            }
            .store(in: &subscriptions)
        viewModel.signedIn
            .sink { [weak self] _ in self?.navigationController?.popScreen() }
            .store(in: &subscriptions)
    }
}
