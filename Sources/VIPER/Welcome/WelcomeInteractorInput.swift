import Domain

/// Welcome's use cases: the user the app holds, and replacing it after Login or Home.
@MainActor
protocol WelcomeInteractorInput: AnyObject {
    /// The user as the app holds it now.
    var user: User { get }
    /// Replaces the user; the output hears ``WelcomeInteractorOutput/userDidChange(_:)``.
    func replaceUser(with user: User)
}
