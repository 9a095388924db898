import Domain

/// Home's interactor (Docs/Contract.md §1): the user it was given, signed out by the domain's rule.
@MainActor
final class HomeInteractor: HomeInteractorInput {
    weak var output: (any HomeInteractorOutput)?
    let user: User

    init(user: User) {
        self.user = user
    }

    func signOut() {
        output?.didSignOut(user.signingOut())
    }
}
