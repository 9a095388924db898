import Domain
import Observation

/// Login's view model (Docs/Contract.md §1): the name typed, whether Sign in is enabled, the error, and
/// signing in on Welcome's user.
///
/// Whether Sign in is enabled is stored, and set by the edit that may change it: the rule runs
/// once per edit, and an edit that leaves it as it was invalidates nothing (Observation does
/// not report a write of an equal value). The name itself is not observed; no view reads it.
@Observable
@MainActor
final class LoginViewModel {
    @ObservationIgnored private(set) var name = ""
    private(set) var signInButtonIsEnabled = LoginViewModel.emptyNameCanSubmit
    private(set) var errorText: String?
    private let welcome: WelcomeViewModel

    /// The rule's answer for the empty name a form opens with, asked once.
    private static let emptyNameCanSubmit = SignInRule.canSubmit("")

    /// - Parameter welcome: The view model whose user a sign-in sets.
    init(welcome: WelcomeViewModel) {
        self.welcome = welcome
    }

    func nameFieldChanged(_ text: String) {
        name = text
        signInButtonIsEnabled = SignInRule.canSubmit(text)
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
