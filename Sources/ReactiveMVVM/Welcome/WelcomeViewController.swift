import Domain
import Reactive
import Widgets

/// Welcome's view: binds its widgets to the view model's subjects and sends its taps as
/// actions. Its subscriptions live and die with it.
final class WelcomeViewController: Screen {
    private let viewModel: WelcomeViewModel
    private var subscriptions = Set<AnyCancellable>()

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
        loginButton.addAction { [weak self] in self?.viewModel.action.send(.loginButtonTapped) }
        homeButton.addAction { [weak self] in self?.viewModel.action.send(.homeButtonTapped) }
        bind()
    }

    private func bind() {
        viewModel.name.assign(to: \.text, on: nameLabel).store(in: &subscriptions)
        viewModel.about.assign(to: \.text, on: aboutLabel).store(in: &subscriptions)
        viewModel.loginEnabled.assign(to: \.isEnabled, on: loginButton).store(in: &subscriptions)
        viewModel.homeEnabled.assign(to: \.isEnabled, on: homeButton).store(in: &subscriptions)
        viewModel.route
            .sink { [weak self] route in
                switch route {
                case .login(let login): self?.navigationController?.push(LoginViewController(viewModel: login))
                case .home(let home): self?.navigationController?.push(HomeViewController(viewModel: home))
                }
            }
            .store(in: &subscriptions)
    }
}
