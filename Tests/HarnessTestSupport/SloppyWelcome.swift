import Domain
import Harness
import Widgets

/// A deliberately wrong Welcome, test-only: its Login does not trim the name (after
/// `type name "  Ann  "` and `tap signIn` it shows "  Ann  " where every architecture shows
/// "Ann"), and with `leaksLogin` it also leaks every Login screen it pushes. The harness's
/// comparison and leak check, the fuzzer and `archkit play` must each catch it; the tests of
/// `Harness` and of the command line share this one fixture.
public struct SloppyWelcome: AppFactory {
    /// Whether every Login screen it pushes is kept alive by a cycle.
    public var leaksLogin: Bool

    /// Creates the fixture; `leaksLogin` adds the leak to the untrimmed name.
    public init(leaksLogin: Bool = false) {
        self.leaksLogin = leaksLogin
    }

    /// "Sloppy", or "Leaky" when it leaks.
    public var name: String { leaksLogin ? "Leaky" : "Sloppy" }

    /// Its Welcome screen on a navigation stack; `feature` is ignored (Welcome only).
    @MainActor
    public func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
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
        // Weak captures: a control's actions are stored strongly, so an action that holds its
        // own control (or a sibling that holds it back) is a cycle the run would report.
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
