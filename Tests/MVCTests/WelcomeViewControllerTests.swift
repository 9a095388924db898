import Domain
import TestSupport
import Testing
import Widgets

@testable import MVC

/// MVC is tested through its controllers: load one, act on its widgets, check its widgets and
/// what it tells its delegate.
@MainActor
@Suite("MVC: Welcome's controllers")
struct WelcomeViewControllerTests {
    final class LoginDelegate: LoginViewControllerDelegate {
        var users: [User] = []
        func loginViewController(_ controller: LoginViewController, didSignInAs user: User) { users.append(user) }
    }

    @Test func loginControllerTellsItsDelegateTheTrimmedUser() {
        let delegate = LoginDelegate()
        let login = LoginViewController(user: .demo)
        login.delegate = delegate
        login.loadViewIfNeeded()
        #expect(!login.signInButton.isEnabled)
        login.nameField.edit(text: " Ann ")
        #expect(login.signInButton.isEnabled)
        login.signInButton.tap()
        #expect(delegate.users == [User(name: "Ann", about: "Admin", isLogin: true)])
        #expect(login.errorLabel.isHidden)
    }

    @Test func aRuleFailureShowsTheErrorAndSignsNobodyIn() {
        let delegate = LoginDelegate()
        let login = LoginViewController(user: .demo)
        login.delegate = delegate
        login.loadViewIfNeeded()
        login.nameField.edit(text: String(repeating: "x", count: 33))
        login.signInButton.tap()
        #expect(delegate.users.isEmpty)
        #expect(!login.errorLabel.isHidden)
        #expect(login.errorLabel.text == "Name must be at most 32 characters")
    }

    @Test func welcomeUpdatesItsViewsWhenLoginReportsBack() {
        let app = MVCApp.makeApp(feature: .welcome, dependencies: AppDependencies())
        let driver = ScreenDriver(app)
        driver.tap("login")
        let login = Weak(app.topScreen as? LoginViewController)
        driver.type("Ann", into: "name")
        driver.tap("signIn")
        #expect(driver.stack == ["Welcome"])
        #expect(driver.text("name") == "Ann")
        #expect(driver.isEnabled("home") == true)
        #expect(login.object == nil, "the popped controller is freed")
    }

    @Test func welcomeShowsTheUserAndLoginStartsWithNothingToSubmit() {
        let app = MVCApp.makeApp(feature: .welcome, dependencies: AppDependencies())
        let driver = ScreenDriver(app)
        #expect(driver.text("name") == "Fx")
        #expect(driver.text("about") == "Admin")
        #expect(driver.isEnabled("login") == true)
        #expect(driver.isEnabled("home") == false)
        driver.tap("login")
        #expect(driver.isEnabled("signIn") == false)
        #expect(driver.isHidden("error") == true)
        driver.type("  ", into: "name")
        #expect(driver.isEnabled("signIn") == false, "a blank name is nothing to submit")
    }

    @Test func homeGreetsTheUserAndSignOutKeepsTheName() {
        let app = MVCApp.makeApp(
            feature: .welcome, dependencies: AppDependencies(user: User(name: "Ann", about: "Admin", isLogin: true)))
        let driver = ScreenDriver(app)
        #expect(driver.isEnabled("login") == false)
        driver.tap("home")
        #expect(driver.stack == ["Welcome", "Home"])
        #expect(driver.text("greeting") == "Hello, Ann")
        let home = Weak(app.topScreen as? HomeViewController)
        driver.tap("signOut")
        #expect(driver.stack == ["Welcome"])
        #expect(driver.text("name") == "Ann")
        #expect(driver.isEnabled("login") == true)
        #expect(driver.isEnabled("home") == false)
        #expect(home.object == nil, "the popped controller is freed")
    }
}
