import Domain

/// What Login's interactor tells its presenter.
@MainActor
protocol LoginInteractorOutput: AnyObject {
    func didSignIn(_ user: User)
    func didFailToSignIn(_ error: SignInError)
}
