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
        await store.send(.loginButtonTapped) { $0.login = LoginFeature.State(user: self.fx) }
        await store.send(.login(.presented(.nameFieldChanged("  Ann ")))) {
            $0.login?.name = "  Ann "
            $0.login?.signInButtonIsEnabled = true
        }
        await store.send(.login(.presented(.signInButtonTapped)))
        let ann = User(name: "Ann", about: "Admin", isLogin: true)
        await store.receive(.login(.presented(.delegate(.signedIn(ann))))) {
            $0.user = ann
            $0.login = nil
        }
    }

    @Test func aRefusedNameShowsTheErrorAndStays() async {
        let store = TestStore(initialState: WelcomeFeature.State(user: fx, login: LoginFeature.State(user: fx))) {
            WelcomeFeature()
        }
        let long = String(repeating: "a", count: 33)
        await store.send(.login(.presented(.nameFieldChanged(long)))) {
            $0.login?.name = long
            $0.login?.signInButtonIsEnabled = true
        }
        await store.send(.login(.presented(.signInButtonTapped))) {
            $0.login?.error = .nameTooLong
        }
        #expect(store.state.login?.errorText == "Name must be at most 32 characters")
        await store.send(.login(.presented(.nameFieldChanged("Ann")))) { $0.login?.name = "Ann" }
        await store.send(.login(.presented(.nameFieldChanged("  ")))) {
            $0.login?.name = "  "
            $0.login?.signInButtonIsEnabled = false
        }
        #expect(store.state.login?.errorText == "Name must be at most 32 characters", "editing keeps the error")
    }

    @Test func signingOutFromHome() async {
        let ann = User(name: "Ann", about: "Admin", isLogin: true)
        let store = TestStore(initialState: WelcomeFeature.State(user: ann)) { WelcomeFeature() }
        await store.send(.homeButtonTapped) { $0.home = HomeFeature.State(user: ann) }
        await store.send(.home(.presented(.signOutButtonTapped)))
        await store.receive(.home(.presented(.delegate(.signedOut)))) {
            $0.user = User(name: "Ann", about: "Admin", isLogin: false)
            $0.home = nil
        }
    }

    @Test func goingBackFromLoginDismissesIt() async {
        let store = TestStore(initialState: WelcomeFeature.State(user: fx)) { WelcomeFeature() }
        await store.send(.loginButtonTapped) { $0.login = LoginFeature.State(user: self.fx) }
        await store.send(.login(.presented(.nameFieldChanged("Ann")))) {
            $0.login?.name = "Ann"
            $0.login?.signInButtonIsEnabled = true
        }
        await store.send(.login(.dismiss)) { $0.login = nil }
        await store.send(.loginButtonTapped) { $0.login = LoginFeature.State(user: self.fx) }
    }
}
