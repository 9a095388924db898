import Domain
import Testing

@testable import ObservationMVVM

/// Observation MVVM is tested at the view model: send events, read the outputs, and check with
/// Observation itself that a change invalidates what a view read. No widgets.
@MainActor
@Suite("Observation MVVM: Welcome's view models")
struct WelcomeViewModelTests {
    @Test func outputsFollowTheSessionsUser() {
        let welcome = WelcomeViewModel(session: UserSession(user: .demo))
        #expect(welcome.nameText == "Fx")
        #expect(welcome.aboutText == "Admin")
        #expect(welcome.loginButtonIsEnabled)
        #expect(!welcome.homeButtonIsEnabled)
    }

    @Test func signingInSetsTheSessionsUserAndInvalidatesWelcome() {
        let session = UserSession(user: .demo)
        let welcome = WelcomeViewModel(session: session)
        let login = welcome.makeLoginViewModel()
        #expect(!login.signInButtonIsEnabled)
        #expect(invalidates({ _ = login.signInButtonIsEnabled }, when: { login.nameFieldChanged(" Ann ") }))
        #expect(login.signInButtonIsEnabled)
        var signedIn = false
        let invalidated = invalidates({ _ = welcome.nameText }, when: { signedIn = login.signInButtonTapped() })
        #expect(signedIn)
        #expect(invalidated)
        #expect(session.user.isLogin)
        #expect(welcome.nameText == "Ann")
        #expect(!welcome.loginButtonIsEnabled)
        #expect(welcome.homeButtonIsEnabled)
    }

    @Test func aRejectedNameShowsTheRulesMessageAndKeepsTheUser() {
        let session = UserSession(user: .demo)
        let login = WelcomeViewModel(session: session).makeLoginViewModel()
        #expect(login.errorText == nil && login.errorLabelIsHidden)
        login.nameFieldChanged(String(repeating: "x", count: SignInRule.maximumNameLength + 1))
        var signedIn = true
        #expect(invalidates({ _ = login.errorText }, when: { signedIn = login.signInButtonTapped() }))
        #expect(!signedIn)
        #expect(login.errorText == "Name must be at most 32 characters")
        #expect(!login.errorLabelIsHidden)
        #expect(session.user == .demo)
    }

    @Test func homeGreetsTheSessionsUserAndSignsOut() {
        let session = UserSession(user: User(name: "Ann", about: "Admin", isLogin: true))
        let welcome = WelcomeViewModel(session: session)
        let home = welcome.makeHomeViewModel()
        #expect(home.greetingText == "Hello, Ann")
        #expect(invalidates({ _ = home.greetingText }, when: { session.user = User(name: "Bo", about: "", isLogin: true) }))
        #expect(home.greetingText == "Hello, Bo", "read from the session, not copied")
        #expect(invalidates({ _ = welcome.loginButtonIsEnabled }, when: home.signOutButtonTapped))
        #expect(!session.user.isLogin)
        #expect(welcome.loginButtonIsEnabled)
    }
}
