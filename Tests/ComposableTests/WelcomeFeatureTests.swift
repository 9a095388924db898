import ComposableEngine
import ComposableTesting
import Domain
import Testing

@testable import Composable

/// Welcome, Login and Home, exhaustively: every state change and delegate action asserted.
@MainActor
@Suite("TCA: Welcome's reducers")
struct WelcomeFeatureTests {
    private let fx = User.demo

    @Test func signingInPresentsLoginAndHandsTheUserBack() async {
        let store = TestStore(initialState: WelcomeFeature.State(user: fx)) { WelcomeFeature() }
        await store.send(.loginButtonTapped) { $0.destination = .login(LoginFeature.State(user: self.fx)) }
        await store.send(.destination(.presented(.login(.binding(.set(\.name, "  Ann ")))))) {
            $0.destination = .login(self.login(name: "  Ann ", enabled: true))
        }
        await store.send(.destination(.presented(.login(.signInButtonTapped))))
        let ann = User(name: "Ann", about: "Admin", isLogin: true)
        await store.receive(.destination(.presented(.login(.delegate(.signedIn(ann)))))) {
            $0.user = ann
            $0.destination = nil
        }
    }

    @Test func aRefusedNameShowsTheErrorAndStays() async {
        let store = TestStore(initialState: WelcomeFeature.State(user: fx, destination: .login(LoginFeature.State(user: fx)))) {
            WelcomeFeature()
        }
        let long = String(repeating: "a", count: 33)
        await store.send(.destination(.presented(.login(.binding(.set(\.name, long)))))) {
            $0.destination = .login(self.login(name: long, enabled: true))
        }
        await store.send(.destination(.presented(.login(.signInButtonTapped)))) {
            $0.destination = .login(self.login(name: long, enabled: true, error: .nameTooLong))
        }
        #expect(store.state.destination?.login?.errorText == "Name must be at most 32 characters")
        await store.send(.destination(.presented(.login(.binding(.set(\.name, "Ann")))))) {
            $0.destination = .login(self.login(name: "Ann", enabled: true, error: .nameTooLong))
        }
        await store.send(.destination(.presented(.login(.binding(.set(\.name, "  ")))))) {
            $0.destination = .login(self.login(name: "  ", enabled: false, error: .nameTooLong))
        }
        #expect(store.state.destination?.login?.errorText == "Name must be at most 32 characters", "editing keeps the error")
    }

    @Test func signingOutFromHome() async {
        let ann = User(name: "Ann", about: "Admin", isLogin: true)
        let store = TestStore(initialState: WelcomeFeature.State(user: ann)) { WelcomeFeature() }
        await store.send(.homeButtonTapped) { $0.destination = .home(HomeFeature.State(user: ann)) }
        await store.send(.destination(.presented(.home(.signOutButtonTapped))))
        await store.receive(.destination(.presented(.home(.delegate(.signedOut))))) {
            $0.user = User(name: "Ann", about: "Admin", isLogin: false)
            $0.destination = nil
        }
    }

    @Test func goingBackFromLoginDismissesIt() async {
        let store = TestStore(initialState: WelcomeFeature.State(user: fx)) { WelcomeFeature() }
        await store.send(.loginButtonTapped) { $0.destination = .login(LoginFeature.State(user: self.fx)) }
        await store.send(.destination(.presented(.login(.binding(.set(\.name, "Ann")))))) {
            $0.destination = .login(self.login(name: "Ann", enabled: true))
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        await store.send(.loginButtonTapped) { $0.destination = .login(LoginFeature.State(user: self.fx)) }
    }

    @Test func theDestinationsExcludeEachOther() async {
        let store = TestStore(initialState: WelcomeFeature.State(user: fx)) { WelcomeFeature() }
        await store.send(.loginButtonTapped) { $0.destination = .login(LoginFeature.State(user: self.fx)) }
        await store.send(.homeButtonTapped) { $0.destination = .home(HomeFeature.State(user: self.fx)) }
        // A Login action arriving after Home replaced it reaches no one.
        await store.send(.destination(.presented(.login(.signInButtonTapped))))
    }

    /// Login's state after edits: the name, the rule's answer for it, the error shown.
    private func login(name: String, enabled: Bool, error: SignInError? = nil) -> LoginFeature.State {
        var login = LoginFeature.State(user: fx)
        login.name = name
        login.signInButtonIsEnabled = enabled
        login.error = error
        return login
    }
}
