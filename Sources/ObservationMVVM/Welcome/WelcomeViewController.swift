import Domain
import Widgets

/// Welcome's view: sets its widgets from the view model in `updateProperties()`, as Apple's
/// UIKit guide "Updating views automatically with observation tracking" does; the method runs
/// again whenever the session's user it read changes (after Login or Home, once Welcome is
/// shown again).
final class WelcomeViewController: Screen {
    private let viewModel: WelcomeViewModel

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.loginButtonTapped() }
        homeButton.addAction { [weak self] in self?.homeButtonTapped() }
    }

    override func updateProperties() {
        nameLabel.text = viewModel.nameText
        aboutLabel.text = viewModel.aboutText
        loginButton.isEnabled = viewModel.loginButtonIsEnabled
        homeButton.isEnabled = viewModel.homeButtonIsEnabled
    }

    private func loginButtonTapped() {
        navigationController?.push(LoginViewController(viewModel: viewModel.makeLoginViewModel()))
    }

    private func homeButtonTapped() {
        navigationController?.push(HomeViewController(viewModel: viewModel.makeHomeViewModel()))
    }
}
