import Widgets

/// Welcome's passive view: widgets, forwarded taps, and the navigation its presenter asks for.
final class WelcomeViewController: Screen, WelcomeView {
    private let presenter: WelcomePresenter

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(presenter: WelcomePresenter) {
        self.presenter = presenter
        super.init(title: "Welcome")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.presenter.loginButtonTapped() }
        homeButton.addAction { [weak self] in self?.presenter.homeButtonTapped() }
        presenter.viewDidLoad()
    }

    func displayName(_ name: String) { nameLabel.text = name }
    func displayAbout(_ about: String) { aboutLabel.text = about }

    func setLoginButtonEnabled(_ isEnabled: Bool) { loginButton.isEnabled = isEnabled }
    func setHomeButtonEnabled(_ isEnabled: Bool) { homeButton.isEnabled = isEnabled }

    func showLogin(with presenter: LoginPresenter) {
        navigationController?.push(LoginViewController(presenter: presenter))
    }

    func showHome(with presenter: HomePresenter) {
        navigationController?.push(HomeViewController(presenter: presenter))
    }
}
