import Domain

/// Welcome's presenter (Docs/Contract.md §1): owns the user, decides everything the passive view
/// shows of it, and builds the presenters of the screens it opens.
///
/// Follows kntkymt/ArchitectureSamples `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift`:
/// the presenter holds its view weakly, keeps the screen's state, and tells the view what to
/// show after every change; the view sets its widgets and forwards taps.
@MainActor
final class WelcomePresenter {
    weak var view: (any WelcomeView)?
    private var user: User

    init(user: User) {
        self.user = user
    }

    func viewDidLoad() {
        updateView()
    }

    func loginButtonTapped() {
        view?.showLogin(with: LoginPresenter(user: user) { [weak self] in self?.userChanged($0) })
    }

    func homeButtonTapped() {
        view?.showHome(with: HomePresenter(user: user) { [weak self] in self?.userChanged($0) })
    }

    private func userChanged(_ user: User) {
        self.user = user
        updateView()
    }

    /// Tells the view the whole screen: the user's name and about line, and which of Login and
    /// Home is enabled (the two are always opposite).
    private func updateView() {
        view?.displayName(user.name)
        view?.displayAbout(user.about)
        view?.setLoginButtonEnabled(!user.isLogin)
        view?.setHomeButtonEnabled(user.isLogin)
    }
}
