import Domain

/// Welcome's sub-state (Docs/Contract.md §1): the user and the Login form, after ReSwift's
/// `Docs/State.md` (a feature's sub-state is a `struct` member of the app state).
struct WelcomeState: Equatable {
    var user: User
    var login = LoginState()
}

/// The Login form's state: the name as typed and the rule the last Sign in broke.
///
/// Whether Sign in can be tapped is not stored: it follows from the name by the domain's rule,
/// and ReSwift's `Docs/Getting Started Guide.md` ("Derived State") keeps derived state out of the
/// app state. ``LoginScreenState`` derives it for the Login screen.
struct LoginState: Equatable {
    var name = ""
    /// The rule the last failed Sign in broke, until the form opens again; the Login screen
    /// shows it as ``SignInError/errorText``.
    var error: SignInError?

    /// Whether Sign in can be tapped: ``SignInRule/canSubmit(_:)`` of ``name``.
    var signInButtonIsEnabled: Bool { SignInRule.canSubmit(name) }
}
