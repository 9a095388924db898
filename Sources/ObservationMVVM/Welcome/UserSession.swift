import Domain
import Observation

/// The signed-in user, as one observed model that Welcome, Login and Home share: Login and Home
/// write ``user``, and each screen that shows it reads it, so every screen follows the one
/// value without copying it or hearing back from another.
///
/// The shared model of Apple's "Updating views automatically with observation tracking"
/// (UIKit): an `@Observable` object that several view controllers read in
/// `updateProperties()`; a change of it updates each of them on its next update pass. The
/// sign-in rules stay in Domain (``User/signingIn(as:)``, ``User/signingOut()``).
@Observable
@MainActor
final class UserSession {
    /// The user, signed in or not.
    var user: User

    /// - Parameter user: The user the app starts with.
    init(user: User) {
        self.user = user
    }
}
