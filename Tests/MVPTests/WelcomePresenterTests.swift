import Domain
import Testing

@testable import MVP

/// MVP is tested at the presenter, with a fake view that records what it was told: no widgets.
@MainActor
@Suite("MVP: Welcome's presenters with fake views")
struct WelcomePresenterTests {
    final class FakeWelcomeView: WelcomeView {
        var names: [String] = []
        var abouts: [String] = []
        var loginEnabled: [Bool] = []
        var homeEnabled: [Bool] = []
        var login: LoginPresenter?
        var home: HomePresenter?
        func displayName(_ name: String) { names.append(name) }
        func displayAbout(_ about: String) { abouts.append(about) }
        func setLoginButtonEnabled(_ isEnabled: Bool) { loginEnabled.append(isEnabled) }
        func setHomeButtonEnabled(_ isEnabled: Bool) { homeEnabled.append(isEnabled) }
        func showLogin(with presenter: LoginPresenter) { login = presenter }
        func showHome(with presenter: HomePresenter) { home = presenter }
    }

    final class FakeLoginView: LoginView {
        var signInEnabled: [Bool] = []
        var errors: [String] = []
        var closed = 0
        func setSignInButtonEnabled(_ isEnabled: Bool) { signInEnabled.append(isEnabled) }
        func showError(_ message: String) { errors.append(message) }
        func close() { closed += 1 }
    }

    final class FakeHomeView: HomeView {
        var greetings: [String] = []
        var closed = 0
        func showGreeting(_ text: String) { greetings.append(text) }
        func close() { closed += 1 }
    }

    @Test func welcomeRendersTheUserOnLoad() {
        let view = FakeWelcomeView()
        let presenter = WelcomePresenter(user: .demo)
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.names == ["Fx"])
        #expect(view.abouts == ["Admin"])
        #expect(view.loginEnabled == [true])
        #expect(view.homeEnabled == [false])
    }

    @Test func signInFlowsBackThroughTheLoginPresenter() throws {
        let welcomeView = FakeWelcomeView()
        let welcome = WelcomePresenter(user: .demo)
        welcome.view = welcomeView
        welcome.loginButtonTapped()
        let login = try #require(welcomeView.login)
        let loginView = FakeLoginView()
        login.view = loginView
        login.viewDidLoad()
        login.nameFieldChanged("  ")
        login.nameFieldChanged(" Ann")
        #expect(loginView.signInEnabled == [false, false, true], "told after every edit")
        login.signInButtonTapped()
        #expect(loginView.closed == 1)
        #expect(welcomeView.names == ["Ann"])
        #expect(welcomeView.abouts == ["Admin"])
        #expect(welcomeView.loginEnabled == [false])
        #expect(welcomeView.homeEnabled == [true])
    }

    @Test func signingOutTellsTheViewTheWholeScreenAgain() throws {
        let view = FakeWelcomeView()
        let welcome = WelcomePresenter(user: User(name: "Ann", about: "Admin", isLogin: true))
        welcome.view = view
        welcome.viewDidLoad()
        welcome.homeButtonTapped()
        try #require(view.home).signOutButtonTapped()
        #expect(view.names == ["Ann", "Ann"])
        #expect(view.abouts == ["Admin", "Admin"])
        #expect(view.loginEnabled == [false, true])
        #expect(view.homeEnabled == [true, false])
    }

    @Test func aRuleFailureShowsTheErrorAndSignsNobodyIn() {
        var signedIn: [User] = []
        let login = LoginPresenter(user: .demo) { signedIn.append($0) }
        let view = FakeLoginView()
        login.view = view
        login.nameFieldChanged(String(repeating: "é", count: 33))
        login.signInButtonTapped()
        #expect(view.errors == ["Name must be at most 32 characters"])
        #expect(view.closed == 0)
        #expect(signedIn.isEmpty)
    }

    @Test func thePresenterWritesEachSignInErrorsText() {
        #expect(LoginPresenter.message(for: .emptyName) == "Name is required")
        #expect(LoginPresenter.message(for: .nameTooLong) == "Name must be at most 32 characters")
    }

    @Test func homeGreetsTheUserAndSignsThemOut() {
        var signedOut: [User] = []
        let home = HomePresenter(user: User(name: "Ann", about: "Admin", isLogin: true)) { signedOut.append($0) }
        let view = FakeHomeView()
        home.view = view
        home.viewDidLoad()
        #expect(view.greetings == ["Hello, Ann"])
        home.signOutButtonTapped()
        #expect(signedOut == [User(name: "Ann", about: "Admin", isLogin: false)])
        #expect(view.closed == 1)
    }

    @Test func presenterHoldsItsViewWeakly() {
        let presenter = WelcomePresenter(user: .demo)
        var view: FakeWelcomeView? = FakeWelcomeView()
        presenter.view = view
        weak let watched = view
        view = nil
        #expect(watched == nil)
        presenter.loginButtonTapped()  // no view: nothing to tell, no crash
    }
}
