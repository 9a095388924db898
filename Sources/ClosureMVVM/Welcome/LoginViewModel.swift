import Domain

/// Login's view model (Docs/Contract.md §1): the name typed, the sign-in rule, the error text,
/// one closure per output, and closures for the finished sign-in.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`).
@MainActor
final class LoginViewModel {
    /// Whether Sign in is enabled: the trimmed name is not empty.
    var onSignInEnabledChange: ((Bool) -> Void)?
    /// The error label's text, or `nil` to hide it.
    var onErrorChange: ((String?) -> Void)?
    /// Called with the signed-in user; set by the view model that opened Login.
    var onSignIn: ((User) -> Void)?
    /// Called when the screen's work is done; the view closes the screen.
    var onFinish: (() -> Void)?

    private let user: User
    private var name = "" {
        didSet { sendName() }
    }
    /// Why the last tap of Sign in was refused; shown until the next tap.
    private var signInError: SignInError? {
        didSet { sendError() }
    }

    init(user: User) {
        self.user = user
    }

    /// The view is bound: every output is called with its value.
    func ready() {
        sendName()
        sendError()
    }

    func nameFieldChanged(_ text: String) {
        name = text
    }

    /// Applies the sign-in rule: signs the user in and finishes, or shows why not.
    func signInButtonTapped() {
        do {
            let signedIn = try user.signingIn(as: name)
            onSignIn?(signedIn)
            onFinish?()
        } catch {
            signInError = error
        }
    }

    private func sendName() {
        onSignInEnabledChange?(SignInRule.canSubmit(name))
    }

    private func sendError() {
        onErrorChange?(signInError.map(Self.message(for:)))
    }

    /// The error label's text for a refused sign-in (Docs/Contract.md §1).
    private static func message(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
