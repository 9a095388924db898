import Domain
import ReduxStore
import TestSupport
import Testing
import Widgets

@testable import Redux

/// Redux is tested at the reducer, a pure function: an action and a state in, a state out.
@Suite("Redux: Welcome's reducer is a pure function")
struct WelcomeReducerTests {
    let start = WelcomeState(user: .demo)

    @Test func typingUpdatesTheFormAndTheButton() {
        var state = welcomeReducer(action: WelcomeAction.nameFieldChanged("  "), state: start)
        #expect(state.login.name == "  ")
        #expect(!state.login.signInButtonIsEnabled)
        state = welcomeReducer(action: WelcomeAction.nameFieldChanged(" Ann"), state: state)
        #expect(state.login.signInButtonIsEnabled)
    }

    @Test func signingInAppliesTheDomainRule() {
        var state = welcomeReducer(action: WelcomeAction.nameFieldChanged(" Ann "), state: start)
        state = welcomeReducer(action: WelcomeAction.signInButtonTapped, state: state)
        #expect(state.user == User(name: "Ann", about: "Admin", isLogin: true))
        #expect(state.login.error == nil)
    }

    @Test func aRuleFailureShowsTheErrorAndSignsNobodyIn() {
        var state = welcomeReducer(action: WelcomeAction.nameFieldChanged(String(repeating: "n", count: 33)), state: start)
        state = welcomeReducer(action: WelcomeAction.signInButtonTapped, state: state)
        #expect(state.user == .demo)
        #expect(state.login.error == .nameTooLong)
        #expect(state.login.error?.errorText == "Name must be at most 32 characters")
        state = welcomeReducer(action: WelcomeAction.loginButtonTapped, state: state)
        #expect(state.login == LoginState())
    }

    @Test func signingOutKeepsTheName() {
        let signedIn = WelcomeState(user: User(name: "Ann", about: "Admin", isLogin: true))
        let state = welcomeReducer(action: WelcomeAction.signOutButtonTapped, state: signedIn)
        #expect(state.user == User(name: "Ann", about: "Admin", isLogin: false))
    }

    @MainActor @Test func otherFeaturesActionsLeaveTheSliceAsItWas() {
        struct Unrelated: Action {}
        let state = AppState(dependencies: AppDependencies())
        #expect(appReducer(action: Unrelated(), state: state) == state)
        let carOpen = appReducer(action: CarsAction.rowSelected(row: 0), state: state)
        #expect(carOpen.cars != state.cars)
        #expect(carOpen.welcome == state.welcome)
        let typed = appReducer(action: WelcomeAction.nameFieldChanged("Ann"), state: state)
        #expect(typed.welcome.login.name == "Ann")
        #expect(typed.cars == state.cars && typed.products == state.products && typed.summary == state.summary)
    }
}

@MainActor
@Suite("Redux: screens subscribe while visible")
struct WelcomeSubscriptionTests {
    @Test func loginLeavesOnceTheStateSaysSignedInAndIsFreed() {
        let app = ReduxApp.makeApp(feature: .welcome, dependencies: AppDependencies())
        let driver = ScreenDriver(app)
        driver.tap("login")
        let login = Weak(app.topScreen)
        driver.type("Ann", into: "name")
        driver.tap("signIn")
        #expect(driver.stack == ["Welcome"])
        #expect(driver.text("name") == "Ann")
        #expect(login.object == nil)
    }
}

/// Screens select an `Equatable` sub-state with `skipRepeats`: an action that leaves it as it
/// was renders nothing.
@MainActor
@Suite("Redux: an unchanged selection does not re-render")
struct SkipRepeatsRenderingTests {
    /// Writes made by `step`, after the update pass other tests may have left marked.
    func writes(_ step: () -> Void) -> WriteCount {
        UpdatePass.run()
        let before = WriteCounter.snapshot
        step()
        return WriteCounter.snapshot - before
    }

    @Test func typingThatLeavesLoginsSelectionAsItWasWritesOnlyTheField() {
        let driver = ScreenDriver(ReduxApp.makeApp(feature: .welcome, dependencies: AppDependencies()))
        driver.tap("login")
        driver.type("A", into: "name")
        #expect(driver.isEnabled("signIn") == true)
        let fieldAlone = writes { driver.widget("name", as: TextField.self).text = "An" }
        // Sign in stays enabled and no error shows: the selection is unchanged.
        let unchanged = writes { driver.type("Ann", into: "name") }
        #expect(unchanged == fieldAlone)
        // Clearing the name disables Sign in: the selection changed and the screen renders.
        let changed = writes { driver.type("", into: "name") }
        #expect(changed.total > fieldAlone.total)
        #expect(driver.isEnabled("signIn") == false)
    }
}
