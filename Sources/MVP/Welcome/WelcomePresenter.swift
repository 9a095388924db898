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
        render(from: nil)
    }

    func loginButtonTapped() {
        view?.showLogin(with: LoginPresenter(user: user) { [weak self] in self?.userChanged($0) })
    }

    func homeButtonTapped() {
        view?.showHome(with: HomePresenter(user: user) { [weak self] in self?.userChanged($0) })
    }

    private func userChanged(_ user: User) {
        let old = self.user
        self.user = user
        render(from: old)
    }

    /// Tells the view what differs from `old` (everything when there is none), so signing out,
    /// which keeps the name, does not make the view rewrite it.
    private func render(from old: User?) {
        if user.name != old?.name { view?.displayName(user.name) }
        if user.about != old?.about { view?.displayAbout(user.about) }
        if user.isLogin != old?.isLogin {
            view?.setLoginButtonEnabled(!user.isLogin)
            view?.setHomeButtonEnabled(user.isLogin)
        }
    }
}
