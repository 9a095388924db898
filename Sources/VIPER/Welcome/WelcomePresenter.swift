import Domain

/// Welcome's presenter (Docs/Contract.md §1): tells the view what the user looks like, asks the router for
/// Login and Home, and hands their results to the interactor.
@MainActor
final class WelcomePresenter {
    weak var view: (any WelcomeViewInput)?
    private let interactor: any WelcomeInteractorInput
    private let router: any WelcomeRouterInput
    /// The user the view shows, so a change tells the view only what differs.
    private var shownUser: User?

    init(interactor: any WelcomeInteractorInput, router: any WelcomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// Tells the view what differs from what it shows (everything the first time), so signing
    /// out, which keeps the name, does not make the view rewrite it.
    private func render(_ user: User) {
        let old = shownUser
        shownUser = user
        if user.name != old?.name { view?.displayName(user.name) }
        if user.about != old?.about { view?.displayAbout(user.about) }
        if user.isLogin != old?.isLogin {
            view?.setLoginButtonEnabled(!user.isLogin)
            view?.setHomeButtonEnabled(user.isLogin)
        }
    }
}

extension WelcomePresenter: WelcomeViewOutput {
    func viewDidLoad() { render(interactor.user) }
    func loginButtonTapped() { router.showLogin(user: interactor.user, output: self) }
    func homeButtonTapped() { router.showHome(user: interactor.user, output: self) }
}

extension WelcomePresenter: WelcomeInteractorOutput {
    func userDidChange(_ user: User) { render(user) }
}

extension WelcomePresenter: LoginModuleOutput {
    func loginModule(didSignIn user: User) { interactor.replaceUser(with: user) }
}

extension WelcomePresenter: HomeModuleOutput {
    func homeModule(didSignOut user: User) { interactor.replaceUser(with: user) }
}
