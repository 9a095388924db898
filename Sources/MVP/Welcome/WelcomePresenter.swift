import Domain

/// Welcome's presenter (Docs/Contract.md §1): owns the user, tells the view what to show, and builds the
/// presenters of the screens it opens.
@MainActor
final class WelcomePresenter {
    weak var view: (any WelcomeView)?
    private(set) var user: User

    init(user: User) {
        self.user = user
    }

    func viewDidLoad() {
        render()
    }

    func loginButtonTapped() {
        view?.showLogin(with: LoginPresenter(user: user) { [weak self] in self?.userChanged($0) })
    }

    func homeButtonTapped() {
        view?.showHome(with: HomePresenter(user: user) { [weak self] in self?.userChanged($0) })
    }

    private func userChanged(_ user: User) {
        self.user = user
        render()
    }

    private func render() {
        view?.display(name: user.name, about: user.about)
        view?.setLoginButtonEnabled(!user.isLogin)
        view?.setHomeButtonEnabled(user.isLogin)
    }
}
