import Domain
import Harness
import Widgets

/// A deliberately wrong Welcome, test-only (a trimmed-down copy of HarnessTests' SloppyWelcome):
/// its Login does not trim the name, so after `type name "  Ann  "` and `tap signIn` its
/// Welcome shows "  Ann  " where every architecture shows "Ann". `play` must mark it.
struct UntrimmedWelcome: AppFactory {
    var name: String { "Untrimmed" }

    @MainActor
    func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        NavigationController(rootScreen: UntrimmedWelcomeScreen(user: dependencies.user))
    }
}

@MainActor
private final class UntrimmedWelcomeScreen: Screen {
    var user: User
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
        navigationController?.push(login)
    }
}
