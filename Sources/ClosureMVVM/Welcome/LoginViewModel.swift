import Domain

/// Login's view model (Docs/Contract.md §1): the name typed, whether Sign in is enabled, the error, and a
/// closure for the finished sign-in.
@MainActor
final class LoginViewModel {
    /// Called after every change of what Login shows.
    var stateDidChange: ((LoginViewModel) -> Void)?
    /// Called with the signed-in user; the view closes the screen after it.
    var didSignIn: ((User) -> Void)?

    private let user: User
    /// The name as typed. An edit calls ``stateDidChange`` only when it flips whether Sign in is
    /// enabled: the name itself is the field's, not shown again.
    private(set) var name = "" {
        didSet {
            guard SignInRule.canSubmit(oldValue) != signInButtonIsEnabled else { return }
            stateDidChange?(self)
        }
    }
    private(set) var errorText: String? {
        didSet {
            guard errorText != oldValue else { return }
            stateDidChange?(self)
        }
    }

    init(user: User) {
        self.user = user
    }

    var signInButtonIsEnabled: Bool { SignInRule.canSubmit(name) }

    func nameFieldChanged(_ text: String) {
        name = text
    }

    /// Applies the sign-in rule.
    /// - Returns: Whether the user signed in (the view then closes the screen).
    func signInButtonTapped() -> Bool {
        do {
            let signedIn = try user.signingIn(as: name)
            didSignIn?(signedIn)
            return true
        } catch {
            errorText = error.message
            return false
        }
    }
}
