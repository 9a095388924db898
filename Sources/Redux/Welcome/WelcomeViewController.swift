import Domain
import ReduxStore
import Widgets

/// Welcome: renders the user it selects from the store while it is visible.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`, "Store
/// Subscribers" and "Example With Filtered Subscriptions"): it selects the user, an `Equatable`
/// sub-state, which the store delivers only when it changed (ReSwift skips repeats of an
/// `Equatable` selection by default), and writes its widgets from the user it is given.
final class WelcomeViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.loginButtonTapped() }
        homeButton.addAction { [weak self] in self?.homeButtonTapped() }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select { $0.welcome.user } }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state user: User) {
        nameLabel.text = user.name
        aboutLabel.text = user.about
        loginButton.isEnabled = !user.isLogin
        homeButton.isEnabled = user.isLogin
    }

    private func loginButtonTapped() {
        store.dispatch(WelcomeAction.loginButtonTapped)
        navigationController?.push(LoginViewController(store: store))
    }

    private func homeButtonTapped() {
        store.dispatch(WelcomeAction.homeButtonTapped)
        navigationController?.push(HomeViewController(store: store))
    }
}
