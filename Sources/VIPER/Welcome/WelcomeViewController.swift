import Widgets

/// Welcome's passive view: widgets, and taps forwarded to its output.
final class WelcomeViewController: Screen, WelcomeViewInput {
    private let output: any WelcomeViewOutput

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(output: any WelcomeViewOutput) {
        self.output = output
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.output.loginButtonTapped() }
        homeButton.addAction { [weak self] in self?.output.homeButtonTapped() }
        output.viewDidLoad()
    }

    func displayName(_ name: String) { nameLabel.text = name }
    func displayAbout(_ about: String) { aboutLabel.text = about }

    func setLoginButtonEnabled(_ isEnabled: Bool) { loginButton.isEnabled = isEnabled }
    func setHomeButtonEnabled(_ isEnabled: Bool) { homeButton.isEnabled = isEnabled }
}
