import Domain
import Widgets

/// Login, by hand: the name field enables Sign in; Sign in applies the domain's rule.
final class DirectLoginScreen: Screen {
    private let nameField = TextField(id: "name")
    private let signInButton = Button(id: "signIn", title: "Sign in", isEnabled: false)
    private let errorLabel = Label(id: "error", isHidden: true)
    private let user: User
    private let signedIn: (User) -> Void

    init(user: User, signedIn: @escaping (User) -> Void) {
        self.user = user
        self.signedIn = signedIn
        super.init(title: "Login")
    }

    override func viewDidLoad() {
        add(nameField, signInButton, errorLabel)
        nameField.addAction { [weak self] in
            guard let self else { return }
            let canSubmit = SignInRule.canSubmit(nameField.text)
            if canSubmit != signInButton.isEnabled { signInButton.isEnabled = canSubmit }
        }
        signInButton.addAction { [weak self] in
            guard let self else { return }
            do throws(SignInError) {
                let user = try user.signingIn(as: nameField.text)
                signedIn(user)
            } catch {
                errorLabel.text =
                    switch error {
                    case .emptyName: "Name is required"
                    case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
                    }
                errorLabel.isHidden = false
            }
        }
    }
}
