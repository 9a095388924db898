/// Login's use case: signing the user in under a name, by the domain's sign-in rule.
@MainActor
protocol LoginInteractorInput: AnyObject {
    /// Whether `name` may be submitted: the domain's ``SignInRule/canSubmit(_:)``.
    func canSignIn(as name: String) -> Bool
    /// Signs in under `name`; the output hears the user or the rule it broke.
    func signIn(as name: String)
}
