import Domain

/// Home's presenter (Docs/Contract.md §1): the greeting, and on Sign out tells the opener and closes.
@MainActor
final class HomePresenter {
    weak var view: (any HomeViewInput)?
    weak var moduleOutput: (any HomeModuleOutput)?
    private let interactor: any HomeInteractorInput
    private let router: any HomeRouterInput

    init(interactor: any HomeInteractorInput, router: any HomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension HomePresenter: HomeViewOutput {
    func viewDidLoad() { view?.showGreeting("Hello, \(interactor.user.name)") }
    func signOutButtonTapped() { interactor.signOut() }
}

extension HomePresenter: HomeInteractorOutput {
    func didSignOut(_ user: User) {
        moduleOutput?.homeModule(didSignOut: user)
        router.close()
    }
}
