import Domain
import Testing

@testable import ClosureMVVM

/// Closure MVVM is tested at the view model: set its output closures, send events, and check
/// what each closure was called with. No widgets.
@MainActor
@Suite("Closure MVVM: Welcome's view models")
struct WelcomeViewModelTests {
    /// Welcome's outputs, as its closures delivered them.
    @MainActor
    final class WelcomeOutputs {
        var names: [String] = []
        var abouts: [String] = []
        var loginEnabled: [Bool] = []
        var homeEnabled: [Bool] = []

        init(_ viewModel: WelcomeViewModel) {
            viewModel.onNameChange = { [weak self] in self?.names.append($0) }
            viewModel.onAboutChange = { [weak self] in self?.abouts.append($0) }
            viewModel.onLoginEnabledChange = { [weak self] in self?.loginEnabled.append($0) }
            viewModel.onHomeEnabledChange = { [weak self] in self?.homeEnabled.append($0) }
        }
    }

    @Test func readyCallsEveryOutputWithTheUser() {
        let viewModel = WelcomeViewModel(user: .demo)
        let outputs = WelcomeOutputs(viewModel)
        #expect(outputs.names.isEmpty, "nothing before the view is bound and ready")
        viewModel.ready()
        #expect(outputs.names == ["Fx"])
        #expect(outputs.abouts == ["Admin"])
        #expect(outputs.loginEnabled == [true])
        #expect(outputs.homeEnabled == [false])
    }

    @Test func signingInThroughLoginCallsTheOutputsWithTheNewUser() {
        let welcome = WelcomeViewModel(user: .demo)
        let outputs = WelcomeOutputs(welcome)
        let login = welcome.makeLoginViewModel()
        var finished = 0
        login.onFinish = { finished += 1 }
        login.nameFieldChanged(" Ann ")
        login.signInButtonTapped()
        #expect(finished == 1)
        #expect(outputs.names == ["Ann"])
        #expect(outputs.loginEnabled == [false])
        #expect(outputs.homeEnabled == [true])
    }

    @Test func loginEnablesSignInForANonBlankName() {
        let login = LoginViewModel(user: .demo)
        var enabled: [Bool] = []
        var errors: [String?] = []
        login.onSignInEnabledChange = { enabled.append($0) }
        login.onErrorChange = { errors.append($0) }
        login.ready()
        for text in [" ", "A", ""] { login.nameFieldChanged(text) }
        #expect(enabled == [false, false, true, false])
        #expect(errors == [nil])
    }

    @Test func aRuleFailureShowsTheErrorAndSignsNobodyIn() {
        let login = LoginViewModel(user: .demo)
        var errors: [String?] = []
        var signedIn: [User] = []
        var finished = 0
        login.onErrorChange = { errors.append($0) }
        login.onSignIn = { signedIn.append($0) }
        login.onFinish = { finished += 1 }
        login.nameFieldChanged(String(repeating: "a", count: 40))
        login.signInButtonTapped()
        #expect(errors == ["Name must be at most 32 characters"])
        #expect(signedIn.isEmpty)
        #expect(finished == 0)
    }

    @Test func homeGreetsAndSigningOutKeepsTheName() {
        let welcome = WelcomeViewModel(user: User(name: "Ann", about: "Admin", isLogin: true))
        let outputs = WelcomeOutputs(welcome)
        let home = welcome.makeHomeViewModel()
        var greetings: [String] = []
        var finished = 0
        home.onGreetingChange = { greetings.append($0) }
        home.onFinish = { finished += 1 }
        home.ready()
        #expect(greetings == ["Hello, Ann"])
        home.signOutButtonTapped()
        #expect(finished == 1)
        #expect(outputs.names == ["Ann"])
        #expect(outputs.loginEnabled == [true])
        #expect(outputs.homeEnabled == [false])
    }

    @Test func theChildViewModelDoesNotKeepItsParentAlive() {
        var welcome: WelcomeViewModel? = WelcomeViewModel(user: .demo)
        let login = welcome!.makeLoginViewModel()
        weak let watched = welcome
        welcome = nil
        #expect(watched == nil)
        var finished = 0
        login.onFinish = { finished += 1 }
        login.nameFieldChanged("Ann")
        login.signInButtonTapped()
        #expect(finished == 1)
    }
}
