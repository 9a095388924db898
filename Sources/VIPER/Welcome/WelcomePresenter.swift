import Domain

/// Welcome's presenter (Docs/Contract.md §1): tells the view what the user looks like, asks the router for
/// Login and Home, and hands their results to the interactor.
@MainActor
final class WelcomePresenter {
    weak var view: (any WelcomeViewInput)?
    private let interactor: any WelcomeInteractorInput
    private let router: any WelcomeRouterInput

    init(interactor: any WelcomeInteractorInput, router: any WelcomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    private func render(_ user: User) {
        view?.display(name: user.name, about: user.about)
        view?.setLoginButtonEnabled(!user.isLogin)
        view?.setHomeButtonEnabled(user.isLogin)
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
