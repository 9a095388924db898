/// What Login's presenter asks of its view.
@MainActor
protocol LoginView: AnyObject {
    func setSignInButtonEnabled(_ isEnabled: Bool)
    func showError(_ message: String)
    func close()
}
