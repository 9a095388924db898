import Domain

extension SignInError {
    /// The text Login's `error` label shows for the rule a Sign in broke (Docs/Contract.md §1).
    ///
    /// The state keeps the error's kind (``LoginState/error``); the Login screen turns it into
    /// this text as it renders.
    var errorText: String {
        switch self {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
