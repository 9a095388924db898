import Domain
import Observation

/// Welcome's view model (Docs/Contract.md §1): what Welcome shows of the session's user, and
/// the view models of the screens it opens.
///
/// MVVM's roles as kntkymt/ArchitectureSamples gives them
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`): the
/// view model holds what the screen shows and builds what it opens; the view controller reads
/// it. Observed the way Apple's UIKit guide "Updating views automatically with observation
/// tracking" shows: no state of its own, every output computed from the shared
/// ``UserSession``, so the view's `updateProperties()` tracks the session's user through them.
@Observable
@MainActor
final class WelcomeViewModel {
    private let session: UserSession

    /// - Parameter session: The user the feature shows and the Login and Home screens change.
    init(session: UserSession) {
        self.session = session
    }

    /// The `name` label: the user's name.
    var nameText: String { session.user.name }
    /// The `about` label: the user's about line.
    var aboutText: String { session.user.about }
    /// Login is enabled while the user is signed out.
    var loginButtonIsEnabled: Bool { !session.user.isLogin }
    /// Home is enabled while the user is signed in.
    var homeButtonIsEnabled: Bool { session.user.isLogin }

    /// The view model of the Login screen Welcome opens, signing in on the same session.
    func makeLoginViewModel() -> LoginViewModel {
        LoginViewModel(session: session)
    }

    /// The view model of the Home screen Welcome opens, signing out of the same session.
    func makeHomeViewModel() -> HomeViewModel {
        HomeViewModel(session: session)
    }
}
