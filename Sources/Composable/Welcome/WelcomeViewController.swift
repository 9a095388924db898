import ComposableEngine
import Domain
import Widgets

/// Welcome: shows the user it observes; pushes its destination, Login or Home, while it is
/// presented.
final class WelcomeViewController: Screen {
    private let store: StoreOf<WelcomeFeature>
    private var tokens: Set<ObserveToken> = []

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(store: StoreOf<WelcomeFeature>) {
        self.store = store
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.store.send(.loginButtonTapped) }
        homeButton.addAction { [weak self] in self?.store.send(.homeButtonTapped) }
        observe { [weak self] in
            guard let self else { return }
            let user = store.user
            nameLabel.text = user.name
            aboutLabel.text = user.about
            loginButton.isEnabled = !user.isLogin
            homeButton.isEnabled = user.isLogin
        }
        .store(in: &tokens)
        navigationDestination(
            item: { [store] in store.scope(state: \.destination?.login, action: \.destination.login) },
            dismiss: { [store] in store.send(.destination(.dismiss)) },
            destination: { LoginViewController(store: $0) }
        )
        .store(in: &tokens)
        navigationDestination(
            item: { [store] in store.scope(state: \.destination?.home, action: \.destination.home) },
            dismiss: { [store] in store.send(.destination(.dismiss)) },
            destination: { HomeViewController(store: $0) }
        )
        .store(in: &tokens)
    }
}
