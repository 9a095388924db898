import Domain
import Testing

@testable import VIPER

/// Welcome's, Login's and Home's presenters with a mock view, interactor and router each: the
/// presenter is tested alone, every collaborator a recorder.
@MainActor
@Suite("VIPER: Welcome's presenters with mock view, interactor and router")
struct WelcomePresenterTests {
    final class MockWelcomeView: WelcomeViewInput {
        var shown: [WelcomeDisplayData] = []
        func show(_ displayData: WelcomeDisplayData) { shown.append(displayData) }
    }

    final class MockWelcomeInteractor: WelcomeInteractorInput {
        var user = User.demo
        var replaced: [User] = []
        func replaceUser(with user: User) { replaced.append(user) }
    }

    final class MockWelcomeRouter: WelcomeRouterInput {
        var calls: [String] = []
        weak var output: AnyObject?
        func showLogin(user: User, output: any LoginModuleOutput) {
            calls.append("login \(user.name)")
            self.output = output
        }
        func showHome(user: User, output: any HomeModuleOutput) {
            calls.append("home \(user.name)")
            self.output = output
        }
    }

    final class MockLoginView: LoginViewInput {
        var calls: [String] = []
        func setSignInButtonEnabled(_ isEnabled: Bool) { calls.append("signIn \(isEnabled)") }
        func showError(_ message: String) { calls.append("error \(message)") }
    }

    final class MockLoginInteractor: LoginInteractorInput {
        var asked: [String] = []
        var signIns: [String] = []
        func canSignIn(as name: String) -> Bool {
            asked.append(name)
            return name == "ok"
        }
        func signIn(as name: String) { signIns.append(name) }
    }

    final class MockRouter: LoginRouterInput, HomeRouterInput {
        var closes = 0
        func close() { closes += 1 }
    }

    final class MockLoginOutput: LoginModuleOutput, HomeModuleOutput {
        var signedIn: [User] = []
        var signedOut: [User] = []
        func loginModule(didSignIn user: User) { signedIn.append(user) }
        func homeModule(didSignOut user: User) { signedOut.append(user) }
    }

    final class MockHomeView: HomeViewInput {
        var greetings: [String] = []
        func showGreeting(_ text: String) { greetings.append(text) }
    }

    final class MockHomeInteractor: HomeInteractorInput {
        var user = User(name: "Ann", about: "Admin", isLogin: true)
        var signOuts = 0
        func signOut() { signOuts += 1 }
    }

    @Test func welcomeShowsTheInteractorsUserAndEveryChangeOfIt() {
        let interactor = MockWelcomeInteractor()
        let presenter = WelcomePresenter(interactor: interactor, router: MockWelcomeRouter())
        let view = MockWelcomeView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.userDidChange(User(name: "Ann", about: "Admin", isLogin: true))
        presenter.userDidChange(User(name: "Ann", about: "Admin", isLogin: false))
        #expect(
            view.shown == [
                WelcomeDisplayData(name: "Fx", about: "Admin", isLoginEnabled: true, isHomeEnabled: false),
                WelcomeDisplayData(name: "Ann", about: "Admin", isLoginEnabled: false, isHomeEnabled: true),
                WelcomeDisplayData(name: "Ann", about: "Admin", isLoginEnabled: true, isHomeEnabled: false),
            ])
    }

    @Test func welcomeAsksTheRouterForLoginAndHomeAndPassesTheirResultsToTheInteractor() {
        let interactor = MockWelcomeInteractor()
        let router = MockWelcomeRouter()
        let presenter = WelcomePresenter(interactor: interactor, router: router)
        presenter.loginButtonTapped()
        #expect(router.output === presenter)
        presenter.homeButtonTapped()
        #expect(router.calls == ["login Fx", "home Fx"])
        let ann = User(name: "Ann", about: "Admin", isLogin: true)
        presenter.loginModule(didSignIn: ann)
        presenter.homeModule(didSignOut: ann.signingOut())
        #expect(interactor.replaced == [ann, ann.signingOut()])
    }

    @Test func loginEnablesSignInAsTheInteractorSaysAndForwardsTheTypedName() {
        let interactor = MockLoginInteractor()
        let presenter = LoginPresenter(interactor: interactor, router: MockRouter())
        let view = MockLoginView()
        presenter.view = view
        presenter.viewDidLoad()
        presenter.nameFieldChanged("ok")
        presenter.signInButtonTapped()
        #expect(interactor.asked == ["", "ok"])
        #expect(view.calls == ["signIn false", "signIn true"])
        #expect(interactor.signIns == ["ok"])
    }

    @Test func loginTellsTheOpenerThenClosesOnASignInAndShowsTheMessageOnAFailure() {
        let router = MockRouter()
        let output = MockLoginOutput()
        let presenter = LoginPresenter(interactor: MockLoginInteractor(), router: router)
        let view = MockLoginView()
        presenter.view = view
        presenter.moduleOutput = output
        presenter.didFailToSignIn(.emptyName)
        presenter.didFailToSignIn(.nameTooLong)
        #expect(view.calls == ["error Name is required", "error Name must be at most 32 characters"])
        #expect(router.closes == 0)
        let ann = User(name: "Ann", about: "Admin", isLogin: true)
        presenter.didSignIn(ann)
        #expect(output.signedIn == [ann])
        #expect(router.closes == 1)
    }

    @Test func homeGreetsAndOnSignOutTellsTheOpenerThenCloses() {
        let interactor = MockHomeInteractor()
        let router = MockRouter()
        let output = MockLoginOutput()
        let presenter = HomePresenter(interactor: interactor, router: router)
        let view = MockHomeView()
        presenter.view = view
        presenter.moduleOutput = output
        presenter.viewDidLoad()
        #expect(view.greetings == ["Hello, Ann"])
        presenter.signOutButtonTapped()
        #expect(interactor.signOuts == 1)
        #expect(router.closes == 0)
        presenter.didSignOut(interactor.user.signingOut())
        #expect(output.signedOut == [interactor.user.signingOut()])
        #expect(router.closes == 1)
    }
}
