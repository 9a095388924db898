import Domain
import Observation

/// Welcome's view model (Docs/Contract.md §1): the user, and what Welcome shows of it.
///
/// The user is the feature's one source of truth: the Login and Home view models it makes
/// write it here, and Welcome's view, which read it in `updateProperties()`, is updated by
/// observation. No closure or subject carries the result back.
@Observable
@MainActor
final class WelcomeViewModel {
    /// The user. Set by the Login and Home view models.
    var user: User

    init(user: User) {
        self.user = user
    }

    var nameText: String { user.name }
    var aboutText: String { user.about }
    var loginButtonIsEnabled: Bool { !user.isLogin }
    var homeButtonIsEnabled: Bool { user.isLogin }

    /// The view model of the Login screen Welcome opens; it signs in on this one's user.
    func makeLoginViewModel() -> LoginViewModel {
        LoginViewModel(welcome: self)
    }

    /// The view model of the Home screen Welcome opens; it signs out this one's user.
    func makeHomeViewModel() -> HomeViewModel {
        HomeViewModel(welcome: self)
    }
}
