import Domain

/// Welcome's slice of the app state (Docs/Contract.md §1): the user and the Login form.
struct WelcomeState: Equatable {
    var user: User
    var login = LoginState()
}

/// The Login form's state.
///
/// Whether Sign in can be tapped is derived from the name once, when the name changes, and kept
/// in the state (Redux's derived data computed where the data changes): the Login screen reads
/// a `Bool` on every notification instead of running the sign-in rule (which trims the name)
/// each time it renders.
struct LoginState: Equatable {
    var name = "" {
        didSet { signInButtonIsEnabled = SignInRule.canSubmit(name) }
    }
    /// The rule the last failed Sign in broke, until the form opens again; the Login screen
    /// shows it as ``SignInError/errorText``.
    var error: SignInError?

    /// Whether Sign in can be tapped: ``SignInRule/canSubmit(_:)`` of ``name``.
    private(set) var signInButtonIsEnabled = LoginState.emptyNameCanSubmit

    /// The rule's answer for the empty name a form opens with, asked once.
    private static let emptyNameCanSubmit = SignInRule.canSubmit("")
}
