import Domain
import Widgets

/// Tells Welcome that the user signed in.
@MainActor
protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User)
}

/// Login (Docs/Contract.md §1): a name field, Sign in, and the error of a failed sign-in.
///
/// MVC: the controller reads the field, applies the domain's sign-in rule, keeps the rule's
/// last refusal, and writes the screen from the field and that refusal in ``updateViews()``,
/// turning the refusal into the contract's words itself.
final class LoginViewController: Screen {
    weak var delegate: (any LoginViewControllerDelegate)?
    private let user: User
    /// Why the last tap of Sign in was refused; shown until the next tap.
    private var signInError: SignInError?

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in")
    let errorLabel = Label(id: "error")

    init(user: User) {
        self.user = user
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in self?.nameFieldChanged() }
        signInButton.addAction { [weak self] in self?.signInButtonTapped() }
        updateViews()
    }

    /// Writes the screen: Sign in enabled while the trimmed name is not empty, and the error of
    /// the last refused sign-in, hidden when there is none.
    private func updateViews() {
        signInButton.isEnabled = SignInRule.canSubmit(nameField.text)
        errorLabel.text = signInError.map(Self.message(for:))
        errorLabel.isHidden = signInError == nil
    }

    private func nameFieldChanged() {
        updateViews()
    }

    private func signInButtonTapped() {
        do {
            let signedIn = try user.signingIn(as: nameField.text)
            delegate?.loginViewController(self, didSignInAs: signedIn)
        } catch {
            signInError = error
            updateViews()
        }
    }

    /// The error label's text for a refused sign-in (Docs/Contract.md §1).
    private static func message(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
