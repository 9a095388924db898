import Domain
import Observation

/// Home's view model (SPEC §1): the greeting, and signing out Welcome's user.
@Observable
@MainActor
final class HomeViewModel {
    private let welcome: WelcomeViewModel

    /// - Parameter welcome: The view model whose user a sign-out sets.
    init(welcome: WelcomeViewModel) {
        self.welcome = welcome
    }

    var greetingText: String { welcome.user.greeting }

    /// Signs Welcome's user out; the view then closes the screen.
    func signOutButtonTapped() {
        welcome.user = welcome.user.signingOut()
    }
}
