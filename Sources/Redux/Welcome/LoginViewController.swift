import Domain
import ReduxStore
import Widgets

/// Login: dispatches the name and the tap; renders the form; leaves once the user is signed in.
final class LoginViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    /// The form as it opens, which the widgets are created showing.
    private static let emptyForm = LoginState()
    /// The form the widgets show, so each notification writes only what differs.
    private var rendered = LoginViewController.emptyForm

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in", isEnabled: LoginViewController.emptyForm.signInButtonIsEnabled)
    let errorLabel = Label(id: "error", isHidden: true)

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            store.dispatch(WelcomeAction.nameFieldChanged(nameField.text))
        }
        signInButton.addAction { [weak self] in self?.store.dispatch(WelcomeAction.signInButtonTapped) }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select(\.welcome) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state: WelcomeState) {
        if state.user.isLogin {
            navigationController?.popScreen()
            return
        }
        let old = rendered
        rendered = state.login
        if state.login.signInButtonIsEnabled != old.signInButtonIsEnabled {
            signInButton.isEnabled = state.login.signInButtonIsEnabled
        }
        if state.login.error != old.error {
            errorLabel.text = state.login.error?.errorText
            errorLabel.isHidden = state.login.error == nil
        }
    }
}
