import Domain
import ReduxStore
import Widgets

/// Login: dispatches the name, the tap and Back; renders the form it selects; leaves once the
/// user is signed in.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`, "Store
/// Subscribers"): it subscribes while visible to the ``LoginScreenState`` it selects, and writes
/// its widgets from each new one.
final class LoginViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
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
        store.subscribe(self) { $0.select(LoginScreenState.init) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    override func viewDidDisappear() {
        // Popped by the user, not covered (nothing is pushed over Login), and not signed in (a
        // sign-in pops it): tell the state.
        if navigationController == nil, !store.state.welcome.user.isLogin {
            store.dispatch(WelcomeAction.loginScreenClosed)
        }
    }

    func newState(state: LoginScreenState) {
        guard !state.isSignedIn else {
            navigationController?.popScreen()
            return
        }
        signInButton.isEnabled = state.signInButtonIsEnabled
        errorLabel.text = state.error?.errorText
        errorLabel.isHidden = state.error == nil
    }
}
