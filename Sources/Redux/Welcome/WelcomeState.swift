import Domain

/// Welcome's slice of the app state (Docs/Contract.md §1): the user and the Login form.
struct WelcomeState: Equatable {
    var user: User
    var login = LoginState()
}

/// The Login form's state.
struct LoginState: Equatable {
    var name = ""
    var errorMessage: String?

    var signInButtonIsEnabled: Bool { SignInRule.canSubmit(name) }
}
