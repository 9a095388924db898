import Domain
import Widgets

/// Tells Welcome that the user signed in.
@MainActor
protocol LoginViewControllerDelegate: AnyObject {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User)
}

/// Login (Docs/Contract.md §1): a name field, Sign in, and the error of a failed sign-in.
///
/// MVC: the controller reads the field, applies the domain's sign-in rule, and writes the views.
final class LoginViewController: Screen {
    weak var delegate: (any LoginViewControllerDelegate)?
    private let user: User

    let nameField = TextField(id: "name")
    let signInButton = Button(id: "signIn", title: "Sign in", isEnabled: false)
    let errorLabel = Label(id: "error", isHidden: true)

    init(user: User) {
        self.user = user
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in self?.nameFieldChanged() }
        signInButton.addAction { [weak self] in self?.signInButtonTapped() }
    }

    private func nameFieldChanged() {
        signInButton.isEnabled = SignInRule.canSubmit(nameField.text)
    }

    private func signInButtonTapped() {
        do {
            let signedIn = try user.signingIn(as: nameField.text)
            delegate?.loginViewController(self, didSignInAs: signedIn)
        } catch {
            errorLabel.text = error.message
            errorLabel.isHidden = false
        }
    }
}
