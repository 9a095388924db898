import Domain
import Reactive
import TestSupport
import Testing

@testable import ReactiveMVVM

/// Reactive MVVM is tested at the view model with no widgets: call its inputs and record what
/// its outputs publish (``TestObserver``).
@MainActor
@Suite("Reactive MVVM: Welcome's view models")
struct WelcomeViewModelTests {
    @Test func outputsReplayTheUserOnSubscribe() {
        let viewModel = WelcomeViewModel(user: .demo)
        let names = TestObserver(viewModel.outputs.nameText)
        let logins = TestObserver(viewModel.outputs.loginButtonIsEnabled)
        #expect(names.values == ["Fx"])
        #expect(logins.values == [true])
    }

    /// What Welcome's view does with a child's outcome: it passes it to the view model's inputs.
    func bindChild(of route: WelcomeViewModel.Route, to viewModel: WelcomeViewModel) -> AnyCancellable? {
        switch route {
        case .login(let login): login.outputs.signedIn.sink { viewModel.inputs.userSignedIn($0) }
        case .home(let home): home.outputs.signedOut.sink { viewModel.inputs.userSignedOut($0) }
        case .back: nil
        }
    }

    @Test func loginRouteThenSignInUpdatesTheOutputs() throws {
        let viewModel = WelcomeViewModel(user: .demo)
        let routes = TestObserver(viewModel.outputs.route)
        let names = TestObserver(viewModel.outputs.nameText)
        let homeEnabled = TestObserver(viewModel.outputs.homeButtonIsEnabled)
        viewModel.inputs.loginButtonTapped()
        let route = try #require(routes.values.first)
        guard case .login(let login) = route else {
            Issue.record("expected the login route")
            return
        }
        let child = bindChild(of: route, to: viewModel)
        let enabled = TestObserver(login.outputs.signInButtonIsEnabled)
        login.inputs.nameFieldChanged(" ")
        login.inputs.nameFieldChanged(" Ann ")
        login.inputs.nameFieldChanged(" Ann")
        #expect(enabled.values == [false, true], "the flag is sent only when it changes")
        login.inputs.signInButtonTapped()
        #expect(names.values == ["Fx", "Ann"])
        #expect(homeEnabled.values == [false, true])
        _ = child
    }

    /// The route opens each child with the user as it is when the button is tapped.
    @Test func aChildOpensWithTheLatestUser() throws {
        let viewModel = WelcomeViewModel(user: .demo)
        let routes = TestObserver(viewModel.outputs.route)
        viewModel.inputs.loginButtonTapped()
        guard case .login(let login) = try #require(routes.values.last) else { return }
        let child = bindChild(of: .login(login), to: viewModel)
        login.inputs.nameFieldChanged("Ann")
        login.inputs.signInButtonTapped()
        viewModel.inputs.homeButtonTapped()
        guard case .home(let home) = try #require(routes.values.last) else { return }
        #expect(TestObserver(home.outputs.greetingText).values == ["Hello, Ann"])
        _ = child
    }

    /// Signing in under the same name and signing out keep the name and the about line, so
    /// only the buttons' outputs publish.
    @Test func theOutputsPublishOnlyChanges() throws {
        let viewModel = WelcomeViewModel(user: .demo)
        let names = TestObserver(viewModel.outputs.nameText)
        let abouts = TestObserver(viewModel.outputs.aboutText)
        let logins = TestObserver(viewModel.outputs.loginButtonIsEnabled)
        let homes = TestObserver(viewModel.outputs.homeButtonIsEnabled)
        let routes = TestObserver(viewModel.outputs.route)
        var children: [AnyCancellable?] = []
        for _ in 0..<2 {
            viewModel.inputs.loginButtonTapped()
            guard case .login(let login) = try #require(routes.values.last) else { return }
            children.append(bindChild(of: .login(login), to: viewModel))
            login.inputs.nameFieldChanged("Fx")
            login.inputs.signInButtonTapped()
            viewModel.inputs.homeButtonTapped()
            guard case .home(let home) = try #require(routes.values.last) else { return }
            children.append(bindChild(of: .home(home), to: viewModel))
            home.inputs.signOutButtonTapped()
        }
        #expect(names.values == ["Fx"])
        #expect(abouts.values == ["Admin"])
        #expect(logins.values == [true, false, true, false, true])
        #expect(homes.values == [false, true, false, true, false])
    }

    /// A screen that subscribes after a sign-in (a view bound again) gets the current user's
    /// texts first, not the user Welcome opened with.
    @Test func aSubscriberAfterSignInGetsTheCurrentNameFirst() throws {
        let viewModel = WelcomeViewModel(user: .demo)
        let routes = TestObserver(viewModel.outputs.route)
        viewModel.inputs.loginButtonTapped()
        guard case .login(let login) = try #require(routes.values.last) else { return }
        let child = bindChild(of: .login(login), to: viewModel)
        login.inputs.nameFieldChanged("Ann")
        login.inputs.signInButtonTapped()
        #expect(TestObserver(viewModel.outputs.nameText).values == ["Ann"])
        #expect(TestObserver(viewModel.outputs.homeButtonIsEnabled).values == [true])
        let lateRoutes = TestObserver(viewModel.outputs.route)
        #expect(lateRoutes.values.isEmpty, "a new subscriber to the route is not sent back")
        _ = child
    }

    @Test func aRuleFailureShowsTheErrorAndSignsNobodyIn() {
        let login = LoginViewModel(user: .demo)
        let users = TestObserver(login.outputs.signedIn)
        let errors = TestObserver(login.outputs.errorText)
        let hidden = TestObserver(login.outputs.errorLabelIsHidden)
        #expect(hidden.values == [true], "no error before a Sign in")
        login.inputs.nameFieldChanged(String(repeating: "z", count: 33))
        login.inputs.signInButtonTapped()
        login.inputs.signInButtonTapped()
        #expect(users.values.isEmpty)
        #expect(errors.values == ["Name must be at most 32 characters", "Name must be at most 32 characters"])
        login.inputs.nameFieldChanged(" Ann ")
        login.inputs.signInButtonTapped()
        #expect(users.values == [User(name: "Ann", about: "Admin", isLogin: true)])
        #expect(errors.values.count == 2, "a valid Sign in shows no error")
        #expect(hidden.values == [true, false], "shown from the first failure on")
    }

    @Test func homeGreetsTheUserAndSignsThemOut() {
        let home = HomeViewModel(user: User(name: "Ann", about: "Admin", isLogin: true))
        let users = TestObserver(home.outputs.signedOut)
        #expect(TestObserver(home.outputs.greetingText).values == ["Hello, Ann"])
        home.inputs.signOutButtonTapped()
        #expect(users.values == [User(name: "Ann", about: "Admin", isLogin: false)])
    }

    @Test func aChildThatSignedInRoutesBackAndIsFreed() throws {
        let welcome = WelcomeViewModel(user: .demo)
        let names = TestObserver(welcome.outputs.nameText)
        var opened: LoginViewModel?
        var wentBack = false
        let routes = welcome.outputs.route.sink { route in
            switch route {
            case .login(let login): opened = login
            case .home: break
            case .back: wentBack = true
            }
        }
        welcome.inputs.loginButtonTapped()
        weak let login = opened
        let child = try bindChild(of: .login(#require(login)), to: welcome)
        try #require(login).inputs.nameFieldChanged("Ann")
        try #require(login).inputs.signInButtonTapped()
        #expect(wentBack, "the parent routes back once the child signed the user in")
        #expect(names.values.last == "Ann")
        opened = nil  // the popped screen lets go of its view model
        #expect(login == nil, "the parent holds nothing of the child it opened")
        _ = (routes, child)
    }

    @Test func theViewModelIsFreedWithItsSubscriptions() {
        var viewModel: WelcomeViewModel? = WelcomeViewModel(user: .demo)
        weak let watched = viewModel
        let names = viewModel.map { TestObserver($0.outputs.nameText) }
        viewModel?.inputs.homeButtonTapped()
        viewModel = nil
        #expect(watched == nil)
        #expect(names?.values == ["Fx"])
    }
}
