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

    /// Every user event reaches the reducer, Home and Back included, so the action log (a
    /// logging middleware, last) reads as what the user did; a screen the state pops (signed in,
    /// signed out) dispatches nothing more.
    @Test func everyUserEventIsDispatched() {
        let log = ActionLog()
        let store = Store<AppState>(
            reducer: appReducer, state: AppState(dependencies: AppDependencies()), middleware: [log.middleware])
        let driver = ScreenDriver(NavigationController(rootScreen: WelcomeViewController(store: store)))
        driver.tap("login")
        driver.type("Bob", into: "name")
        driver.back()
        #expect(store.state.welcome.login == LoginState(), "Back closes the form")
        driver.tap("login")
        driver.type("Ann", into: "name")
        driver.tap("signIn")
        driver.tap("home")
        driver.back()
        driver.tap("home")
        driver.tap("signOut")
        #expect(driver.stack == ["Welcome"])
        #expect(
            log.actions == [
                "loginButtonTapped", "nameFieldChanged(\"Bob\")", "loginScreenClosed",
                "loginButtonTapped", "nameFieldChanged(\"Ann\")", "signInButtonTapped",
                "homeButtonTapped", "homeScreenClosed", "homeButtonTapped", "signOutButtonTapped",
            ])
    }
}

/// Screens select an `Equatable` sub-state, with no `skipRepeats()` written: the store skips an
/// unchanged selection, so an action that leaves it as it was does not reach the screen.
@MainActor
@Suite("Redux: an unchanged selection does not re-render")
struct SkipRepeatsRenderingTests {
    /// Counts the store's deliveries to one subscriber type.
    final class DeliveryCounter: StoreTracer {
        let subscriberType: Any.Type
        var count = 0

        init(_ subscriberType: Any.Type) { self.subscriberType = subscriberType }

        func didDispatch(_ action: any Action, to store: Any.Type) {}
        func didReduce<State>(_ action: any Action, from oldState: State, to newState: State) {}
        func willNotify(subscriberOfType type: Any.Type) { if type == subscriberType { count += 1 } }
    }

    /// The deliveries to `LoginViewController` while `step` runs, with the counter installed as
    /// the store's tracer and the one before restored in the same main-actor turn.
    func deliveriesToLogin(_ step: () -> Void) -> Int {
        let counter = DeliveryCounter(LoginViewController.self)
        let previous = StoreTracing.tracer
        StoreTracing.tracer = counter
        defer { StoreTracing.tracer = previous }
        step()
        return counter.count
    }

    @Test func typingThatLeavesLoginsSelectionAsItWasDoesNotReachTheScreen() {
        let driver = ScreenDriver(ReduxApp.makeApp(feature: .welcome, dependencies: AppDependencies()))
        driver.tap("login")
        driver.type("A", into: "name")
        #expect(driver.isEnabled("signIn") == true)
        // Sign in stays enabled and no error shows: the selection is unchanged.
        #expect(deliveriesToLogin { driver.type("Ann", into: "name") } == 0)
        // Clearing the name disables Sign in: the selection changed and the screen renders.
        #expect(deliveriesToLogin { driver.type("", into: "name") } == 1)
        #expect(driver.isEnabled("signIn") == false)
    }
}
