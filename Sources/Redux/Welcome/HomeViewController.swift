import Domain
import ReduxStore
import Widgets

/// Home: greets the user it selects; leaves once the user is signed out; dispatches Back.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`, "Store
/// Subscribers"): it selects the user, `Equatable`, while visible.
final class HomeViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.store.dispatch(WelcomeAction.signOutButtonTapped) }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select { $0.welcome.user } }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    override func viewDidDisappear() {
        // Popped by the user, not covered (nothing is pushed over Home), and still signed in (a
        // sign-out pops it): tell the state.
        if navigationController == nil, store.state.welcome.user.isLogin {
            store.dispatch(WelcomeAction.homeScreenClosed)
        }
    }

    func newState(state user: User) {
        guard user.isLogin else {
            navigationController?.popScreen()
            return
        }
        greetingLabel.text = "Hello, \(user.name)"
    }
}
