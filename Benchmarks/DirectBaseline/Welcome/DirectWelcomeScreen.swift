import Domain
import Widgets

/// Welcome, by hand: four widgets, written when the user changes.
final class DirectWelcomeScreen: Screen {
    private var user: User
    private let nameLabel = Label(id: "name")
    private let aboutLabel = Label(id: "about")
    private let loginButton = Button(id: "login", title: "Login")
    private let homeButton = Button(id: "home", title: "Home")

    init(user: User) {
        self.user = user
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        nameLabel.text = user.name
        aboutLabel.text = user.about
        loginButton.isEnabled = !user.isLogin
        homeButton.isEnabled = user.isLogin
        loginButton.addAction { [weak self] in
            guard let self else { return }
            navigationController?.push(DirectLoginScreen(user: user) { [weak self] in self?.show($0) })
        }
        homeButton.addAction { [weak self] in
            guard let self else { return }
            navigationController?.push(DirectHomeScreen(user: user) { [weak self] in self?.show($0) })
        }
    }

    /// Shows a new user and comes back to this screen.
    private func show(_ newUser: User) {
        if newUser.name != user.name { nameLabel.text = newUser.name }
        if newUser.about != user.about { aboutLabel.text = newUser.about }
        if newUser.isLogin != user.isLogin {
            loginButton.isEnabled = !newUser.isLogin
            homeButton.isEnabled = newUser.isLogin
        }
        user = newUser
        navigationController?.popScreen()
    }
}
