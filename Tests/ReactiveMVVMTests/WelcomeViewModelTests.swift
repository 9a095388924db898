import Domain
import Reactive
import Testing

@testable import ReactiveMVVM

/// Reactive MVVM is tested at the view model with no widgets: send actions into its subjects
/// and record what its output subjects publish.
@MainActor
@Suite("Reactive MVVM: Welcome's view models")
struct WelcomeViewModelTests {
    @Test func outputsReplayTheUserOnSubscribe() {
        let viewModel = WelcomeViewModel(user: .demo)
        var names: [String?] = []
        var logins: [Bool] = []
        let a = viewModel.name.sink { names.append($0) }
        let b = viewModel.loginEnabled.sink { logins.append($0) }
        #expect(names == ["Fx"])
        #expect(logins == [true])
        _ = (a, b)
    }

    @Test func loginRouteThenSignInUpdatesTheOutputs() throws {
        let viewModel = WelcomeViewModel(user: .demo)
        var routes: [WelcomeViewModel.Route] = []
        var homeEnabled: [Bool] = []
        var subscriptions = Set<AnyCancellable>()
        viewModel.route.sink { routes.append($0) }.store(in: &subscriptions)
        viewModel.homeEnabled.sink { homeEnabled.append($0) }.store(in: &subscriptions)
        viewModel.action.send(.loginButtonTapped)
        guard case .login(let login) = try #require(routes.first) else {
            Issue.record("expected the login route")
            return
        }
        var enabled: [Bool] = []
        login.signInEnabled.sink { enabled.append($0) }.store(in: &subscriptions)
        login.action.send(.nameFieldChanged(" "))
        login.action.send(.nameFieldChanged(" Ann "))
        login.action.send(.nameFieldChanged(" Ann"))
        #expect(enabled == [false, true], "removeDuplicates: one value per change")
        login.action.send(.signInButtonTapped)
        #expect(viewModel.user == User(name: "Ann", about: "Admin", isLogin: true))
        #expect(viewModel.name.value == "Ann")
        #expect(homeEnabled == [false, true])
    }

    @Test func aRuleFailurePublishesTheErrorAndNoUser() {
        let login = LoginViewModel(user: .demo)
        var users: [User] = []
        var errors: [String?] = []
        let a = login.signedIn.sink { users.append($0) }
        let b = login.errorText.sink { errors.append($0) }
        login.action.send(.nameFieldChanged(String(repeating: "z", count: 33)))
        login.action.send(.signInButtonTapped)
        #expect(users.isEmpty)
        #expect(errors == [nil, "Name must be at most 32 characters"])
        _ = (a, b)
    }

    @Test func aClosedLoginLeavesNothingBehindInItsParent() throws {
        let welcome = WelcomeViewModel(user: .demo)
        var login: LoginViewModel?
        let routes = welcome.route.sink { if case .login(let opened) = $0 { login = opened } }
        welcome.action.send(.loginButtonTapped)
        weak let signedIn = try #require(login).signedIn
        login = nil
        #expect(signedIn == nil, "the parent's subscription let go of the closed child's subject")
        _ = routes
    }

    @Test func theViewModelIsFreedWithItsSubscriptions() {
        var viewModel: WelcomeViewModel? = WelcomeViewModel(user: .demo)
        weak let watched = viewModel
        weak let subject = viewModel?.action
        viewModel?.action.send(.homeButtonTapped)
        viewModel = nil
        #expect(watched == nil)
        #expect(subject == nil)
    }
}
