import ComposableEngine
import Domain
import Widgets

/// Home: greets the user it observes and sends the tap of Sign out. Welcome ends its destination on Sign out.
final class HomeViewController: DestinationScreen {
    private let store: StoreOf<HomeFeature>
    private var tokens: Set<ObserveToken> = []

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(store: StoreOf<HomeFeature>) {
        self.store = store
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.store.send(.signOutButtonTapped) }
        observe { [weak self] in
            guard let self else { return }
            greetingLabel.text = "Hello, \(store.user.name)"
        }
        .store(in: &tokens)
    }
}
