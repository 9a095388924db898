import Domain

/// Login's presenter (Docs/Contract.md §1): keeps the typed name, enables Sign in as the interactor says,
/// and on a sign-in tells the opener and closes; on a failure shows the rule's message.
@MainActor
final class LoginPresenter {
    weak var view: (any LoginViewInput)?
    weak var moduleOutput: (any LoginModuleOutput)?
    private let interactor: any LoginInteractorInput
    private let router: any LoginRouterInput
    private var name = ""

    init(interactor: any LoginInteractorInput, router: any LoginRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension LoginPresenter: LoginViewOutput {
    func viewDidLoad() {
        view?.setSignInButtonEnabled(interactor.canSignIn(as: name))
    }

    func nameFieldChanged(_ name: String) {
        self.name = name
        view?.setSignInButtonEnabled(interactor.canSignIn(as: name))
    }

    func signInButtonTapped() { interactor.signIn(as: name) }
}

extension LoginPresenter: LoginInteractorOutput {
    func didSignIn(_ user: User) {
        moduleOutput?.loginModule(didSignIn: user)
        router.close()
    }

    func didFailToSignIn(_ error: SignInError) { view?.showError(error.message) }
}
