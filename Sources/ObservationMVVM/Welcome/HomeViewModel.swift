import Domain
import Observation

/// Home's view model (Docs/Contract.md §1): the greeting, computed from the session's user,
/// and signing out of the session.
///
/// Roles after kntkymt/ArchitectureSamples
/// (`ArchitectureSamples/MVVM_Reactive/MVVM_Reactive/UI/RepositorySearch/RepositorySearchViewModel.swift`);
/// observed as Apple's UIKit guide "Updating views automatically with observation tracking"
/// shows: the view reads ``greetingText`` in `updateProperties()`, which tracks the shared
/// ``UserSession``.
@Observable
@MainActor
final class HomeViewModel {
    private let session: UserSession

    /// - Parameter session: The session whose user Home greets and signs out.
    init(session: UserSession) {
        self.session = session
    }

    /// The `greeting` label: "Hello, NAME" (Docs/Contract.md §1).
    var greetingText: String { "Hello, \(session.user.name)" }

    /// Signs the session's user out; the view then closes the screen.
    func signOutButtonTapped() {
        session.user = session.user.signingOut()
    }
}
