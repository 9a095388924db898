import Domain

/// Welcome's interactor (Docs/Contract.md §1): holds the user, the entity Login and Home change.
@MainActor
final class WelcomeInteractor: WelcomeInteractorInput {
    weak var output: (any WelcomeInteractorOutput)?
    private(set) var user: User

    init(user: User) {
        self.user = user
    }

    func replaceUser(with user: User) {
        self.user = user
        output?.userDidChange(user)
    }
}
