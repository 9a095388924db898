import Domain

/// What Welcome's interactor tells its presenter.
@MainActor
protocol WelcomeInteractorOutput: AnyObject {
    func userDidChange(_ user: User)
}
