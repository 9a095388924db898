import Domain
import Widgets

/// Welcome's view: binds each of the view model's output closures to its widget once, in
/// ``viewDidLoad()``, as tailec's `mvvm-closures/MVVMClosures/App/ReposScene/ReposViewController.swift`
/// does in `setupViewModel()`, and opens the screens whose view models it is given.
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
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onNameChange = { [weak self] in self?.nameLabel.text = $0 }
        viewModel.onAboutChange = { [weak self] in self?.aboutLabel.text = $0 }
        viewModel.onLoginEnabledChange = { [weak self] in self?.loginButton.isEnabled = $0 }
        viewModel.onHomeEnabledChange = { [weak self] in self?.homeButton.isEnabled = $0 }
    }

    private func loginButtonTapped() {
        navigationController?.push(LoginViewController(viewModel: viewModel.makeLoginViewModel()))
    }

    private func homeButtonTapped() {
        navigationController?.push(HomeViewController(viewModel: viewModel.makeHomeViewModel()))
    }
}
