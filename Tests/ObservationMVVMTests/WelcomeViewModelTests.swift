import Domain
import Testing

@testable import ObservationMVVM

/// Observation MVVM is tested at the view model: send events, read the outputs, and check with
/// Observation itself that a change invalidates what a view read. No widgets.
@MainActor
@Suite("Observation MVVM: Welcome's view models")
struct WelcomeViewModelTests {
    @Test func outputsFollowTheUser() {
        let welcome = WelcomeViewModel(user: .demo)
        #expect(welcome.nameText == "Fx")
        #expect(welcome.aboutText == "Admin")
        #expect(welcome.loginButtonIsEnabled)
        #expect(!welcome.homeButtonIsEnabled)
    }

    @Test func signingInSetsWelcomesUserAndInvalidatesWelcome() {
        let welcome = WelcomeViewModel(user: .demo)
        let login = welcome.makeLoginViewModel()
        #expect(!login.signInButtonIsEnabled)
        login.nameFieldChanged(" Ann ")
        #expect(login.signInButtonIsEnabled)
        var signedIn = false
        let invalidated = invalidates({ _ = welcome.nameText }, when: { signedIn = login.signInButtonTapped() })
        #expect(signedIn)
        #expect(invalidated)
        #expect(welcome.user.isLogin)
        #expect(welcome.nameText == "Ann")
        #expect(!welcome.loginButtonIsEnabled)
        #expect(welcome.homeButtonIsEnabled)
    }

    @Test func aRejectedNameShowsTheRulesMessageAndKeepsTheUser() {
        let welcome = WelcomeViewModel(user: .demo)
        let login = welcome.makeLoginViewModel()
        login.nameFieldChanged(String(repeating: "x", count: SignInRule.maximumNameLength + 1))
        var signedIn = true
        #expect(invalidates({ _ = login.errorText }, when: { signedIn = login.signInButtonTapped() }))
        #expect(!signedIn)
        #expect(login.errorText == "Name must be at most 32 characters")
        #expect(welcome.user == .demo)
    }

    @Test func typingInvalidatesTheScreenOnlyWhenSignInChanges() {
        let login = WelcomeViewModel(user: .demo).makeLoginViewModel()
        #expect(invalidates({ _ = login.signInButtonIsEnabled }, when: { login.nameFieldChanged("A") }))
        #expect(
            !invalidates({ _ = (login.signInButtonIsEnabled, login.errorText) }, when: { login.nameFieldChanged("Ab") }),
            "Sign in stays enabled")
    }

    @Test func signingOutFromHome() {
        let welcome = WelcomeViewModel(user: User(name: "Ann", about: "Admin", isLogin: true))
        let home = welcome.makeHomeViewModel()
        #expect(home.greetingText == "Hello, Ann")
        #expect(invalidates({ _ = welcome.loginButtonIsEnabled }, when: home.signOutButtonTapped))
        #expect(!welcome.user.isLogin)
        #expect(welcome.loginButtonIsEnabled)
    }
}
