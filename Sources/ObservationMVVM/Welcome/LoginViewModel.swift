import Domain
import Observation

/// Login's view model (Docs/Contract.md §1): the name typed, whether Sign in is enabled, the error, and
/// signing in on Welcome's user.
///
/// What the Login screen shows (whether Sign in is enabled, the error) is stored in one observed
/// value, ``Content``, as Car's is (see ``CarViewModel``): whether Sign in is enabled is set by
/// the edit that may change it, so the rule runs once per edit, and an edit that leaves it as it
/// was invalidates nothing. The name itself is not observed; no view reads it.
@Observable
@MainActor
final class LoginViewModel {
    /// What the Login screen shows: the one property of this view model it observes.
    struct Content {
        var signInButtonIsEnabled: Bool
        var errorText: String?
    }

    @ObservationIgnored private(set) var name = ""
    /// What the screen shows. Each event writes the field it changes, and only when it changes.
    private(set) var content = Content(signInButtonIsEnabled: LoginViewModel.emptyNameCanSubmit)
    private let welcome: WelcomeViewModel

    /// The rule's answer for the empty name a form opens with, asked once.
    private static let emptyNameCanSubmit = SignInRule.canSubmit("")

    /// - Parameter welcome: The view model whose user a sign-in sets.
    init(welcome: WelcomeViewModel) {
        self.welcome = welcome
    }

    var signInButtonIsEnabled: Bool { content.signInButtonIsEnabled }
    var errorText: String? { content.errorText }

    func nameFieldChanged(_ text: String) {
        name = text
        let signInButtonIsEnabled = SignInRule.canSubmit(text)
        guard signInButtonIsEnabled != content.signInButtonIsEnabled else { return }
        content.signInButtonIsEnabled = signInButtonIsEnabled
    }

    /// Applies the sign-in rule; on success Welcome's user is the signed-in user.
    /// - Returns: Whether the user signed in (the view then closes the screen).
    func signInButtonTapped() -> Bool {
        do {
            welcome.user = try welcome.user.signingIn(as: name)
            return true
        } catch {
            let errorText = Self.errorText(for: error)
            if errorText != content.errorText { content.errorText = errorText }
            return false
        }
    }

    /// The `error` label's text for a broken sign-in rule (Docs/Contract.md §1).
    private static func errorText(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
