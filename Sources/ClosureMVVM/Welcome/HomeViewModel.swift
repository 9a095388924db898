import Domain

/// Home's view model (Docs/Contract.md §1): the greeting and signing out.
@MainActor
final class HomeViewModel {
    /// Called with the signed-out user; the view closes the screen after it.
    var didSignOut: ((User) -> Void)?

    private let user: User

    init(user: User) {
        self.user = user
    }

    var greetingText: String { user.greeting }

    func signOutButtonTapped() {
        didSignOut?(user.signingOut())
    }
}
