import Domain
import Widgets

/// Welcome (Docs/Contract.md §1): the user's name and about, and Login / Home buttons.
///
/// MVC: the controller holds the model (`user`), writes the views from it, and hears back from
/// the screens it pushes through their delegate protocols.
final class WelcomeViewController: Screen {
    private(set) var user: User

    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(user: User) {
        self.user = user
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.loginButtonTapped() }
        homeButton.addAction { [weak self] in self?.homeButtonTapped() }
        updateViews(from: nil)
    }

    /// Writes the views that show what differs from `old` (all of them when there is none), so
    /// signing out, which keeps the name, does not rewrite the name label.
    private func updateViews(from old: User?) {
        if user.name != old?.name { nameLabel.text = user.name }
        if user.about != old?.about { aboutLabel.text = user.about }
        if user.isLogin != old?.isLogin {
            loginButton.isEnabled = !user.isLogin
            homeButton.isEnabled = user.isLogin
        }
    }

    private func userChanged(to user: User) {
        let old = self.user
        self.user = user
        updateViews(from: old)
    }

    private func loginButtonTapped() {
        let login = LoginViewController(user: user)
        login.delegate = self
        navigationController?.push(login)
    }

    private func homeButtonTapped() {
        let home = HomeViewController(user: user)
        home.delegate = self
        navigationController?.push(home)
    }
}

extension WelcomeViewController: LoginViewControllerDelegate {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User) {
        userChanged(to: user)
        navigationController?.popScreen()
    }
}

extension WelcomeViewController: HomeViewControllerDelegate {
    func homeViewController(_ controller: HomeViewController, didSignOutAs user: User) {
        userChanged(to: user)
        navigationController?.popScreen()
    }
}
