import Domain
import Reactive
import Widgets

/// Welcome's view: sends its taps to the view model's inputs, binds every widget to one of its
/// outputs, and, as Kickstarter's view controllers pass a child's outcome to their own view
/// model, binds the child screen's outcome (its signed-in or signed-out user) to its view
/// model's inputs, for as long as the child is on screen. Its subscriptions live and die with
/// it.
final class WelcomeViewController: Screen {
    private let viewModel: any WelcomeViewModelType
    private var subscriptions = Set<AnyCancellable>()
    /// The open child's outcome, bound to the view model's inputs until the child is popped.
    private var childSubscription: AnyCancellable?

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

    /// Welcome is on top again: the child it opened was popped (it answered, or the user went
    /// back), so its outcome is bound no more and the child is freed with its screen.
    override func viewDidAppear() {
        childSubscription = nil
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.nameText.bindText(to: nameLabel).store(in: &subscriptions)
        outputs.aboutText.bindText(to: aboutLabel).store(in: &subscriptions)
        outputs.loginButtonIsEnabled.assign(to: \.isEnabled, on: loginButton).store(in: &subscriptions)
        outputs.homeButtonIsEnabled.assign(to: \.isEnabled, on: homeButton).store(in: &subscriptions)
        outputs.route
            .sink { [weak self] in self?.show($0) }
            .store(in: &subscriptions)
    }

    private func show(_ route: WelcomeViewModel.Route) {
        switch route {
        case .login(let login):
            childSubscription = login.outputs.signedIn.sink { [weak self] in self?.viewModel.inputs.userSignedIn($0) }
            navigationController?.push(LoginViewController(viewModel: login))
        case .home(let home):
            childSubscription = home.outputs.signedOut.sink { [weak self] in self?.viewModel.inputs.userSignedOut($0) }
            navigationController?.push(HomeViewController(viewModel: home))
        case .back:
            navigationController?.popScreen()
        }
    }
}
