import Domain
import Observation

/// Home's view model (Docs/Contract.md §1): the greeting, and signing out Welcome's user.
///
/// It keeps the user it opened with, so the Home screen reads this view model only (see
/// ``CarViewModel`` on why a screen does not read a longer-lived one).
@Observable
@MainActor
final class HomeViewModel {
    private let user: User
    private let welcome: WelcomeViewModel

    /// - Parameter welcome: The view model whose user a sign-out sets.
    init(welcome: WelcomeViewModel) {
        self.welcome = welcome
        user = welcome.user
    }

    /// The `greeting` label: "Hello, NAME" (Docs/Contract.md §1).
    var greetingText: String { "Hello, \(user.name)" }

    /// Signs Welcome's user out; the view then closes the screen.
    func signOutButtonTapped() {
        welcome.user = user.signingOut()
    }
}
