import Domain

/// Home's use case: the signed-in user, and signing out.
@MainActor
protocol HomeInteractorInput: AnyObject {
    var user: User { get }
    /// Signs the user out; the output hears the signed-out user.
    func signOut()
}
