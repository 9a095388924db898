import Domain
import Observation

/// Login's view model (Docs/Contract.md §1): the name typed and the last sign-in's error are
/// the state; whether Sign in is enabled and the error's text are computed from them; a
/// sign-in writes the session's user.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`: state
/// in the view model, outputs derived from it); observed as Apple's UIKit guide "Updating views
/// automatically with observation tracking" shows: the view's `updateProperties()` reads the
/// outputs, so it runs again whenever the name or the error changes.
@Observable
@MainActor
final class LoginViewModel {
    /// The name as typed.
    private(set) var name = ""
    /// The rule the last tap of Sign in broke, or `nil`.
    private(set) var signInError: SignInError?

    private let session: UserSession

    /// - Parameter session: The session a sign-in sets the user of.
    init(session: UserSession) {
        self.session = session
    }

    /// Sign in is enabled while the domain's rule would take the name.
    var signInButtonIsEnabled: Bool { SignInRule.canSubmit(name) }

    /// The `error` label's text for the last broken rule (Docs/Contract.md §1), or `nil`.
    var errorText: String? {
        switch signInError {
        case nil: nil
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }

    /// The error label is hidden while there is no error.
    var errorLabelIsHidden: Bool { signInError == nil }

    func nameFieldChanged(_ text: String) {
        name = text
    }

    /// Applies the sign-in rule; on success the session's user is the signed-in user.
    /// - Returns: Whether the user signed in (the view then closes the screen).
    func signInButtonTapped() -> Bool {
        do {
            session.user = try session.user.signingIn(as: name)
            return true
        } catch {
            signInError = error
            return false
        }
    }
}
