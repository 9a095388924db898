/// What Login's presenter tells its view.
@MainActor
protocol LoginViewInput: AnyObject {
    func setSignInButtonEnabled(_ isEnabled: Bool)
    func showError(_ message: String)
}
