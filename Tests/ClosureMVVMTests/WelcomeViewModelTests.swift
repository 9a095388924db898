import Domain
import Testing

@testable import ClosureMVVM

/// Closure MVVM is tested at the view model: set the change closure, send events, read the
/// outputs. No widgets.
@MainActor
@Suite("Closure MVVM: Welcome's view models")
struct WelcomeViewModelTests {
    @Test func outputsFollowTheUser() {
        let viewModel = WelcomeViewModel(user: .demo)
        #expect(viewModel.nameText == "Fx")
        #expect(viewModel.aboutText == "Admin")
        #expect(viewModel.loginButtonIsEnabled)
        #expect(!viewModel.homeButtonIsEnabled)
    }

    @Test func signInThroughTheLoginViewModelCallsTheChangeClosureOnce() {
        let welcome = WelcomeViewModel(user: .demo)
        var changes = 0
        welcome.userDidChange = { _ in changes += 1 }
        let login = welcome.makeLoginViewModel()
        login.nameFieldChanged(" Ann ")
        #expect(login.signInButtonIsEnabled)
        #expect(login.signInButtonTapped())
        #expect(changes == 1)
        #expect(welcome.nameText == "Ann")
        #expect(!welcome.loginButtonIsEnabled)
        #expect(welcome.homeButtonIsEnabled)
    }

    @Test func aRuleFailureShowsTheErrorAndSignsNobodyIn() {
        let login = LoginViewModel(user: .demo)
        var states: [String?] = []
        login.stateDidChange = { states.append($0.errorText) }
        login.nameFieldChanged(String(repeating: "a", count: 40))
        #expect(!login.signInButtonTapped())
        #expect(login.errorText == "Name must be at most 32 characters")
        #expect(states == [nil, "Name must be at most 32 characters"])
    }

    @Test func theChangeClosuresRunOnlyWhenWhatTheScreenShowsChanged() {
        let login = LoginViewModel(user: .demo)
        var enabled: [Bool] = []
        login.stateDidChange = { enabled.append($0.signInButtonIsEnabled) }
        for text in [" ", "A", "An", "Ann", ""] { login.nameFieldChanged(text) }
        #expect(enabled == [true, false], "only the edits that flip Sign in")
        login.nameFieldChanged(String(repeating: "a", count: 40))
        #expect(!login.signInButtonTapped())
        #expect(!login.signInButtonTapped())
        #expect(enabled.count == 4, "the same error again is no change")

        let welcome = WelcomeViewModel(user: .demo)
        var changes = 0
        welcome.userDidChange = { _ in changes += 1 }
        welcome.makeHomeViewModel().signOutButtonTapped()  // already signed out: the same user
        #expect(changes == 0)
    }

    @Test func signingOutKeepsTheName() {
        let welcome = WelcomeViewModel(user: User(name: "Ann", about: "Admin", isLogin: true))
        welcome.makeHomeViewModel().signOutButtonTapped()
        #expect(welcome.nameText == "Ann")
        #expect(welcome.loginButtonIsEnabled)
    }

    @Test func theChildViewModelDoesNotKeepItsParentAlive() {
        var welcome: WelcomeViewModel? = WelcomeViewModel(user: .demo)
        let login = welcome!.makeLoginViewModel()
        weak let watched = welcome
        welcome = nil
        #expect(watched == nil)
        login.nameFieldChanged("Ann")
        #expect(login.signInButtonTapped())
    }
}
