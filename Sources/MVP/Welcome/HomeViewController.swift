import Widgets

/// Home's passive view.
final class HomeViewController: Screen, HomeView {
    private let presenter: HomePresenter

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(presenter: HomePresenter) {
        self.presenter = presenter
        super.init(title: "Home")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.presenter.signOutButtonTapped() }
        presenter.viewDidLoad()
    }

    func showGreeting(_ text: String) { greetingLabel.text = text }
    func close() { navigationController?.popScreen() }
}
