import Domain

/// Home's presenter (Docs/Contract.md §1): writes the greeting, and signs the user out.
@MainActor
final class HomePresenter {
    weak var view: (any HomeView)?
    private let user: User
    private let didSignOut: (User) -> Void

    /// - Parameter didSignOut: Called with the signed-out user before the screen closes.
    init(user: User, didSignOut: @escaping (User) -> Void) {
        self.user = user
        self.didSignOut = didSignOut
    }

    func viewDidLoad() {
        view?.showGreeting("Hello, \(user.name)")
    }

    func signOutButtonTapped() {
        didSignOut(user.signingOut())
        view?.close()
    }
}
