import Domain
import ReduxStore
import Widgets

/// Welcome: renders the user it selects from the store while it is visible.
final class WelcomeViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    /// The user the widgets show, so a notification that changed nothing on screen (subscribing
    /// again when Login or Home is popped) writes nothing.
    private var renderedUser: User?

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
        store.subscribe(self) { $0.select(\.welcome.user) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    /// Writes the widgets that show what differs from the last user rendered.
    func newState(state user: User) {
        let old = renderedUser
        renderedUser = user
        if user.name != old?.name { nameLabel.text = user.name }
        if user.about != old?.about { aboutLabel.text = user.about }
        if user.isLogin != old?.isLogin {
            loginButton.isEnabled = !user.isLogin
            homeButton.isEnabled = user.isLogin
        }
    }

    private func loginButtonTapped() {
        store.dispatch(WelcomeAction.loginButtonTapped)
        navigationController?.push(LoginViewController(store: store))
    }

    private func homeButtonTapped() {
        navigationController?.push(HomeViewController(store: store))
    }
}
