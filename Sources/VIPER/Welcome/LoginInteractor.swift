import Domain

/// Login's interactor (Docs/Contract.md §1): applies the domain's sign-in rule to the user it was given.
@MainActor
final class LoginInteractor: LoginInteractorInput {
    weak var output: (any LoginInteractorOutput)?
    private let user: User

    init(user: User) {
        self.user = user
    }

    func canSignIn(as name: String) -> Bool {
        SignInRule.canSubmit(name)
    }

    func signIn(as name: String) {
        do {
            output?.didSignIn(try user.signingIn(as: name))
        } catch {
            output?.didFailToSignIn(error)
        }
    }
}
