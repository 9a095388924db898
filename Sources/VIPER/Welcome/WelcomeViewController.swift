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

    func show(_ displayData: WelcomeDisplayData) {
        nameLabel.text = displayData.name
        aboutLabel.text = displayData.about
        loginButton.isEnabled = displayData.isLoginEnabled
        homeButton.isEnabled = displayData.isHomeEnabled
    }
}
