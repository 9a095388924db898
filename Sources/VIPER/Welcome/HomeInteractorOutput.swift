import Domain

/// What Home's interactor tells its presenter.
@MainActor
protocol HomeInteractorOutput: AnyObject {
    func didSignOut(_ user: User)
}
