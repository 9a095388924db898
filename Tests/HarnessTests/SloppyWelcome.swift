import Domain
import Harness
import Widgets

/// A deliberately wrong architecture, test-only: its Login does not trim the name, and it
/// leaks every Login screen it pushes. The harness must catch both.
struct SloppyWelcome: AppFactory {
    var leaksLogin = false
    var name: String { leaksLogin ? "Leaky" : "Sloppy" }

    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        NavigationController(rootScreen: SloppyWelcomeScreen(user: dependencies.user, leaksLogin: leaksLogin))
    }
}

@MainActor
private final class SloppyWelcomeScreen: Screen {
    var user: User
    let leaksLogin: Bool
    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(user: User, leaksLogin: Bool) {
        self.user = user
        self.leaksLogin = leaksLogin
        super.init(title: "Welcome")
    }

    override func viewDidLoad() {
        add(nameLabel, aboutLabel, loginButton, homeButton)
        loginButton.addAction { [weak self] in self?.openLogin() }
        show()
    }

    func show() {
        nameLabel.text = user.name
        aboutLabel.text = user.about
        loginButton.isEnabled = !user.isLogin
        homeButton.isEnabled = user.isLogin
    }

    func openLogin() {
        let login = Screen(title: "Login")
        let field = TextField(id: "name")
        let signIn = Button(id: "signIn", title: "Sign in")
        let error = Label(id: "error", isHidden: true)
        login.add(field, signIn, error)
        signIn.isEnabled = false
        // Widgets hold their actions strongly: capture them weakly, or they keep each other alive.
        field.addAction { [weak field, weak signIn] in
            guard let field, let signIn else { return }
            signIn.isEnabled = !field.text.isEmpty  // wrong: not trimmed
        }
        signIn.addAction { [weak self, weak field] in
            guard let self, let field else { return }
            user = User(name: field.text, about: user.about, isLogin: true)  // wrong: not trimmed
            show()
            navigationController?.popScreen()
        }
        if leaksLogin { signIn.addAction { _ = login } }  // a cycle: login → signIn → action → login
        navigationController?.push(login)
    }
}
