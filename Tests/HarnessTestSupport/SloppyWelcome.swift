import Domain
import Harness
import Widgets

/// A deliberately wrong Welcome, test-only: its Login does not trim the name (after
/// `type name "  Ann  "` and `tap signIn` it shows "  Ann  " where every architecture shows
/// "Ann"), and with `leaksLogin` it also keeps every Login screen it pushes alive after it is
/// popped. The harness's comparison and leak check, the fuzzer and `archkit play` must each
/// catch it; the tests of `Harness` and of the command line share this one fixture.
///
/// The "leak" is a strong reference, not a retain cycle: the harness reports the popped screen
/// still alive all the same (it watches with weak references), and the screens go at the end
/// of the test, so the test process itself leaks nothing (LeakSanitizer, `.ci/sanitize
/// address`, reported every cycle-leaked Login before). The Welcome screen holds them, so they
/// go with the app, unless `pastTheRun`: then the fixture holds them, and they are still alive
/// after the run too (which the harness waits out, a bounded number of main-actor turns, before
/// it reports them: leave that to the one test of it).
public struct SloppyWelcome: AppFactory {
    /// Holds the Login screens while the fixture lives; `nil` unless they leak past the run.
    private let keptPastTheRun: KeptScreens?

    /// Whether every Login screen it pushes is kept alive after it is popped.
    public let leaksLogin: Bool

    /// Creates the fixture; `leaksLogin` adds the leak to the untrimmed name, and `pastTheRun`
    /// keeps the leaked screens alive after the app is dropped too.
    public init(leaksLogin: Bool = false, pastTheRun: Bool = false) {
        self.leaksLogin = leaksLogin
        keptPastTheRun = leaksLogin && pastTheRun ? KeptScreens() : nil
    }

    /// "Sloppy", or "Leaky" when it leaks.
    public var name: String { leaksLogin ? "Leaky" : "Sloppy" }

    /// Its Welcome screen on a navigation stack; `feature` is ignored (Welcome only).
    @MainActor
    public func makeApp(feature: Feature, dependencies: AppDependencies) -> NavigationController {
        let kept = leaksLogin ? (keptPastTheRun ?? KeptScreens()) : nil
        return NavigationController(rootScreen: SloppyWelcomeScreen(user: dependencies.user, keptScreens: kept))
    }
}

@MainActor
private final class SloppyWelcomeScreen: Screen {
    var user: User
    let keptScreens: KeptScreens?
    let nameLabel = Label(id: "name")
    let aboutLabel = Label(id: "about")
    let loginButton = Button(id: "login", title: "Login")
    let homeButton = Button(id: "home", title: "Home")

    init(user: User, keptScreens: KeptScreens?) {
        self.user = user
        self.keptScreens = keptScreens
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
        keptScreens?.screens.append(login)  // the leak: alive after it is popped
        navigationController?.push(login)
    }
}

/// The screens a leaking ``SloppyWelcome`` keeps alive: as long as its Welcome screen, or as
/// the fixture.
@MainActor
private final class KeptScreens {
    var screens: [Screen] = []
}
