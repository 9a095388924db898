/// What Welcome's presenter asks of its view. The view shows what it is told and forwards
/// taps; it decides nothing.
@MainActor
protocol WelcomeView: AnyObject {
    func displayName(_ name: String)
    func displayAbout(_ about: String)
    func setLoginButtonEnabled(_ isEnabled: Bool)
    func setHomeButtonEnabled(_ isEnabled: Bool)
    func showLogin(with presenter: LoginPresenter)
    func showHome(with presenter: HomePresenter)
}
