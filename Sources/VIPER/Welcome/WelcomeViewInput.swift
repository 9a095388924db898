/// What Welcome's presenter tells its view. The view shows what it is told; it decides nothing.
@MainActor
protocol WelcomeViewInput: AnyObject {
    func displayName(_ name: String)
    func displayAbout(_ about: String)
    func setLoginButtonEnabled(_ isEnabled: Bool)
    func setHomeButtonEnabled(_ isEnabled: Bool)
}
