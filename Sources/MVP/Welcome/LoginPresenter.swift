import Domain

/// Login's presenter (Docs/Contract.md §1): keeps the typed name, enables Sign in by the domain's
/// ``SignInRule``, and hands the signed-in user back to whoever opened it; a refused name becomes
/// the error text the presenter writes for it.
///
/// The error text is the presenter's, as kntkymt/ArchitectureSamples
/// `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift` (`handle(_:)`) turns an `APIError`
/// into a title and a message itself.
@MainActor
final class LoginPresenter {
    weak var view: (any LoginView)?
    private let user: User
    private let didSignIn: (User) -> Void
    private var name = ""

    /// - Parameter didSignIn: Called with the signed-in user before the screen closes.
    init(user: User, didSignIn: @escaping (User) -> Void) {
        self.user = user
        self.didSignIn = didSignIn
    }

    func viewDidLoad() {
        view?.setSignInButtonEnabled(SignInRule.canSubmit(name))
    }

    func nameFieldChanged(_ name: String) {
        self.name = name
        view?.setSignInButtonEnabled(SignInRule.canSubmit(name))
    }

    func signInButtonTapped() {
        do {
            didSignIn(try user.signingIn(as: name))
            view?.close()
        } catch {
            view?.showError(Self.message(for: error))
        }
    }

    /// The text the `error` label shows for a refused name (Docs/Contract.md §1).
    static func message(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
