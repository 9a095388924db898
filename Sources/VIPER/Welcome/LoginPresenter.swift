import Domain

/// Login's presenter (Docs/Contract.md §1): keeps the typed name, enables Sign in as the interactor says,
/// and on a sign-in tells the opener and closes; on a failure writes the text for the rule the
/// name broke (the interactor reports the error's kind, the presenter words it, as objc.io issue
/// 13's `VTDListPresenter.m` words what `VTDListInteractor.m` found).
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

    func didFailToSignIn(_ error: SignInError) { view?.showError(Self.message(for: error)) }

    /// The text the `error` label shows for a refused name (Docs/Contract.md §1).
    static func message(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
