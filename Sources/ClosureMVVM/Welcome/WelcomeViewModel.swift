import Domain

/// Welcome's view model (Docs/Contract.md §1), in seed 001's style: read-only outputs and one change
/// closure the view controller sets to re-read them.
@MainActor
final class WelcomeViewModel {
    /// Called after every change of what Welcome shows.
    var userDidChange: ((WelcomeViewModel) -> Void)?

    private(set) var user: User {
        didSet {
            guard user != oldValue else { return }
            userDidChange?(self)
        }
    }

    init(user: User) {
        self.user = user
    }

    var nameText: String { user.name }
    var aboutText: String { user.about }
    var loginButtonIsEnabled: Bool { !user.isLogin }
    var homeButtonIsEnabled: Bool { user.isLogin }

    /// The view model of the Login screen Welcome opens; its sign-in comes back here.
    func makeLoginViewModel() -> LoginViewModel {
        let login = LoginViewModel(user: user)
        login.didSignIn = { [weak self] in self?.user = $0 }
        return login
    }

    /// The view model of the Home screen Welcome opens; its sign-out comes back here.
    func makeHomeViewModel() -> HomeViewModel {
        let home = HomeViewModel(user: user)
        home.didSignOut = { [weak self] in self?.user = $0 }
        return home
    }
}
