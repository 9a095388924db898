import Domain

/// The navigation Welcome's presenter asks for.
@MainActor
protocol WelcomeRouterInput: AnyObject {
    /// Pushes Login for `user`; the Login module reports the signed-in user to `output`.
    func showLogin(user: User, output: any LoginModuleOutput)
    /// Pushes Home for `user`; the Home module reports the signed-out user to `output`.
    func showHome(user: User, output: any HomeModuleOutput)
}
