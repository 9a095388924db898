import Domain

/// Welcome's presenter (Docs/Contract.md §1): builds the view's display data from the user the
/// interactor holds, asks the router for Login and Home, and hands their results to the
/// interactor.
///
/// Follows objc.io issue 13's `VTDListPresenter.m`: the interactor's output (here
/// ``WelcomeInteractorOutput/userDidChange(_:)``) arrives with an entity, and the presenter
/// turns it into display data for the view.
@MainActor
final class WelcomePresenter {
    weak var view: (any WelcomeViewInput)?
    private let interactor: any WelcomeInteractorInput
    private let router: any WelcomeRouterInput

    init(interactor: any WelcomeInteractorInput, router: any WelcomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// The screen for `user`: its name and about line, Login enabled while signed out, Home
    /// while signed in.
    static func displayData(for user: User) -> WelcomeDisplayData {
        WelcomeDisplayData(name: user.name, about: user.about, isLoginEnabled: !user.isLogin, isHomeEnabled: user.isLogin)
    }
}

extension WelcomePresenter: WelcomeViewOutput {
    func viewDidLoad() { view?.show(Self.displayData(for: interactor.user)) }
    func loginButtonTapped() { router.showLogin(user: interactor.user, output: self) }
    func homeButtonTapped() { router.showHome(user: interactor.user, output: self) }
}

extension WelcomePresenter: WelcomeInteractorOutput {
    func userDidChange(_ user: User) { view?.show(Self.displayData(for: user)) }
}

extension WelcomePresenter: LoginModuleOutput {
    func loginModule(didSignIn user: User) { interactor.replaceUser(with: user) }
}

extension WelcomePresenter: HomeModuleOutput {
    func homeModule(didSignOut user: User) { interactor.replaceUser(with: user) }
}
