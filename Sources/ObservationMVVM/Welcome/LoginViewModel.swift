import Domain
import Observation

/// Login's view model (Docs/Contract.md §1): the name typed, whether Sign in is enabled, the error, and
/// signing in on Welcome's user.
@Observable
@MainActor
final class LoginViewModel {
    private(set) var name = ""
    private(set) var errorText: String?
    private let welcome: WelcomeViewModel

    /// - Parameter welcome: The view model whose user a sign-in sets.
    init(welcome: WelcomeViewModel) {
        self.welcome = welcome
    }

    var signInButtonIsEnabled: Bool { SignInRule.canSubmit(name) }

    func nameFieldChanged(_ text: String) {
        name = text
    }

    /// Applies the sign-in rule; on success Welcome's user is the signed-in user.
    /// - Returns: Whether the user signed in (the view then closes the screen).
    func signInButtonTapped() -> Bool {
        do {
            welcome.user = try welcome.user.signingIn(as: name)
            return true
        } catch {
            errorText = error.message
            return false
        }
    }
}
