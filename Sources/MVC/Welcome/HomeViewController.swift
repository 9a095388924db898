import Domain
import Widgets

/// Tells Welcome that the user signed out.
@MainActor
protocol HomeViewControllerDelegate: AnyObject {
    func homeViewController(_ controller: HomeViewController, didSignOutAs user: User)
}

/// Home (Docs/Contract.md §1): the greeting and Sign out.
///
/// MVC: the controller writes the greeting from the user it was given, and reports the
/// sign-out to its delegate.
final class HomeViewController: Screen {
    weak var delegate: (any HomeViewControllerDelegate)?
    private let user: User

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(user: User) {
        self.user = user
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.signOutButtonTapped() }
        updateViews()
    }

    /// Writes the greeting, "Hello, NAME".
    private func updateViews() {
        greetingLabel.text = "Hello, \(user.name)"
    }

    private func signOutButtonTapped() {
        delegate?.homeViewController(self, didSignOutAs: user.signingOut())
    }
}
