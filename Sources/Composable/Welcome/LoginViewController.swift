import ComposableEngine
import Domain
import Widgets

/// Login: sends the name and the tap; shows the form it observes. Welcome ends its
/// destination once the user is signed in.
final class LoginViewController: DestinationScreen {
    private let store: StoreOf<LoginFeature>
    private var tokens: Set<ObserveToken> = []

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error", isHidden: true)

    init(store: StoreOf<LoginFeature>) {
        self.store = store
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            store.send(.binding(.set(\.name, nameField.text)))
        }
        signInButton.addAction { [weak self] in self?.store.send(.signInButtonTapped) }
        // One observation per widget: typing re-runs the button's only when the rule's answer
        // changes, and never the error's.
        observe { [weak self] in
            guard let self else { return }
            signInButton.isEnabled = store.signInButtonIsEnabled
        }
        .store(in: &tokens)
        observe { [weak self] in
            guard let self else { return }
            errorLabel.text = store.errorText
            errorLabel.isHidden = store.errorText == nil
        }
        .store(in: &tokens)
    }
}
