import Domain

/// Home's view model (Docs/Contract.md §1): the greeting, one closure per output, and closures
/// for signing out.
@MainActor
final class HomeViewModel {
    /// The greeting label's text: "Hello, NAME".
    var onGreetingChange: ((String) -> Void)?
    /// Called with the signed-out user; set by the view model that opened Home.
    var onSignOut: ((User) -> Void)?
    /// Called when the screen's work is done; the view closes the screen.
    var onFinish: (() -> Void)?

    private let user: User

    init(user: User) {
        self.user = user
    }

    /// The view is bound: every output is called with its value.
    func ready() {
        onGreetingChange?("Hello, \(user.name)")
    }

    func signOutButtonTapped() {
        onSignOut?(user.signingOut())
        onFinish?()
    }
}
