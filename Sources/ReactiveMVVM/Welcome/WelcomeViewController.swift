import Domain
import Reactive
import Widgets

/// Welcome's view: sends its taps to the view model's inputs and binds every widget to one of
/// its outputs. Its subscriptions live and die with it.
final class WelcomeViewController: Screen {
    private let viewModel: any WelcomeViewModelType
    private var subscriptions = Set<AnyCancellable>()

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(viewModel: any WelcomeViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.viewModel.inputs.loginButtonTapped() }
        homeButton.addAction { [weak self] in self?.viewModel.inputs.homeButtonTapped() }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.nameText.bindText(to: nameLabel).store(in: &subscriptions)
        outputs.aboutText.bindText(to: aboutLabel).store(in: &subscriptions)
        outputs.loginButtonIsEnabled.assign(to: \.isEnabled, on: loginButton).store(in: &subscriptions)
        outputs.homeButtonIsEnabled.assign(to: \.isEnabled, on: homeButton).store(in: &subscriptions)
        outputs.route
            .sink { [weak self] route in
                switch route {
                case .login(let login): self?.navigationController?.push(LoginViewController(viewModel: login))
                case .home(let home): self?.navigationController?.push(HomeViewController(viewModel: home))
                case .back: self?.navigationController?.popScreen()
                }
            }
            .store(in: &subscriptions)
    }
}
