import Domain

/// Login's presenter (Docs/Contract.md §1): applies the domain's sign-in rule to what the view reports and
/// hands the signed-in user back to whoever opened it.
@MainActor
final class LoginPresenter {
    weak var view: (any LoginView)?
    private let user: User
    private let didSignIn: (User) -> Void
    private var name = ""

    /// - Parameter didSignIn: Called with the signed-in user before the screen closes.
    init(user: User, didSignIn: @escaping (User) -> Void) {
        self.user = user
        self.didSignIn = didSignIn
    }

    func viewDidLoad() {
        view?.setSignInButtonEnabled(SignInRule.canSubmit(name))
    }

    /// Keeps the name; tells the view whether Sign in is enabled only when that changes.
    func nameFieldChanged(_ name: String) {
        let couldSubmit = SignInRule.canSubmit(self.name)
        self.name = name
        let canSubmit = SignInRule.canSubmit(name)
        if canSubmit != couldSubmit { view?.setSignInButtonEnabled(canSubmit) }
    }

    func signInButtonTapped() {
        do {
            didSignIn(try user.signingIn(as: name))
            view?.close()
        } catch {
            view?.showError(error.message)
        }
    }
}
