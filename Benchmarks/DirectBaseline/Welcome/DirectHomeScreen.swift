import Domain
import Widgets

/// Home, by hand: the greeting and Sign out.
final class DirectHomeScreen: Screen {
    private let greetingLabel = Label(id: "greeting")
    private let signOutButton = Button(id: "signOut", title: "Sign out")
    private let user: User
    private let signedOut: (User) -> Void

    init(user: User, signedOut: @escaping (User) -> Void) {
        self.user = user
        self.signedOut = signedOut
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        greetingLabel.text = "Hello, \(user.name)"
        signOutButton.addAction { [weak self] in
            guard let self else { return }
            signedOut(user.signingOut())
        }
    }
}
