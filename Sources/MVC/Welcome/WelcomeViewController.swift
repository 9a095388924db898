import Domain
import Widgets

/// Welcome (Docs/Contract.md §1): the user's name and about, and Login / Home buttons.
///
/// MVC: the controller holds the model (`user`), decides what the screen shows of it in
/// ``updateViews()``, and hears back from the screens it pushes through their delegate
/// protocols. Every change of the model ends in ``updateViews()``, which writes every view the
/// controller owns, as tailec's `mvc/MVC/App/ReposScene/ReposViewController.swift` writes its
/// table after each fetch.
final class WelcomeViewController: Screen {
    private var user: User

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
        updateViews()
    }

    /// Writes the screen from ``user``: the name, the about line, and Login enabled only while
    /// signed out, Home only while signed in.
    private func updateViews() {
        nameLabel.text = user.name
        aboutLabel.text = user.about
        loginButton.isEnabled = !user.isLogin
        homeButton.isEnabled = user.isLogin
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
        self.user = user
        updateViews()
        navigationController?.popScreen()
    }
}

extension WelcomeViewController: HomeViewControllerDelegate {
    func homeViewController(_ controller: HomeViewController, didSignOutAs user: User) {
        self.user = user
        updateViews()
        navigationController?.popScreen()
    }
}
