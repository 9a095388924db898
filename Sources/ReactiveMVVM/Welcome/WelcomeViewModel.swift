import Domain
import Reactive

/// The events Welcome's view sends (Kickstarter's inputs), named after what happened.
@MainActor
protocol WelcomeViewModelInputs {
    /// The user tapped Login: the view model routes to a Login screen.
    func loginButtonTapped()
    /// The user tapped Home: the view model routes to a Home screen.
    func homeButtonTapped()
    /// The Login screen it opened signed the user in (its ``LoginViewModelOutputs/signedIn``).
    func userSignedIn(_ user: User)
    /// The Home screen it opened signed the user out (its ``HomeViewModelOutputs/signedOut``).
    func userSignedOut(_ user: User)
}

/// What Welcome's view shows (Kickstarter's outputs), each ready to bind to one widget.
///
/// Every widget output publishes its current value to a new subscriber, then only changes
/// (`removeDuplicates()`, RxSwift's `distinctUntilChanged()`).
@MainActor
protocol WelcomeViewModelOutputs {
    /// The user's name.
    var nameText: AnyPublisher<String, Never> { get }
    /// The user's about line.
    var aboutText: AnyPublisher<String, Never> { get }
    /// Whether Login can be tapped: while the user is signed out.
    var loginButtonIsEnabled: AnyPublisher<Bool, Never> { get }
    /// Whether Home can be tapped: while the user is signed in.
    var homeButtonIsEnabled: AnyPublisher<Bool, Never> { get }
    /// The screen to open, with its view model, on each tap of Login or Home, and back to
    /// Welcome once it signed the user in or out.
    var route: AnyPublisher<WelcomeViewModel.Route, Never> { get }
}

/// Welcome's view model as its view sees it: events in, what to show out.
@MainActor
protocol WelcomeViewModelType {
    var inputs: any WelcomeViewModelInputs { get }
    var outputs: any WelcomeViewModelOutputs { get }
}

/// Welcome's view model (Docs/Contract.md §1) in Kickstarter's shape, after tailec's
/// `ios-architecture` MVVM view model: each input forwards into a private subject, and every
/// output is defined once, in `init`, from those subjects (RxExample's
/// `GithubSignupViewModel2.swift`: "Everything is just a definition").
///
/// The user is a `CurrentValueSubject`: the one it was opened with, then each user a child
/// screen signed in or out. The widgets' outputs are `map`s of it with `removeDuplicates()`,
/// so a subscriber gets the current user's texts first. The route opens a child with the user
/// as it is when Login or Home is tapped (the subject's `value`, Combine's stand-in for
/// RxSwift's `withLatestFrom`), and goes back on each user a child sends
/// (`user.dropFirst()`).
@MainActor
final class WelcomeViewModel: WelcomeViewModelType, WelcomeViewModelInputs, WelcomeViewModelOutputs {
    /// Where the view should go.
    enum Route {
        case login(LoginViewModel)
        case home(HomeViewModel)
        /// Back to Welcome: the child signed the user in or out.
        case back
    }

    var inputs: any WelcomeViewModelInputs { self }
    var outputs: any WelcomeViewModelOutputs { self }

    // Outputs.
    let nameText: AnyPublisher<String, Never>
    let aboutText: AnyPublisher<String, Never>
    let loginButtonIsEnabled: AnyPublisher<Bool, Never>
    let homeButtonIsEnabled: AnyPublisher<Bool, Never>
    let route: AnyPublisher<Route, Never>

    // Inputs.
    private let loginButtonTappedSubject = PassthroughSubject<Void, Never>()
    private let homeButtonTappedSubject = PassthroughSubject<Void, Never>()
    /// The user as it is now: the opening one, then each a child signed in or out.
    private let user: CurrentValueSubject<User, Never>

    /// - Parameter user: The user the screen opens with.
    init(user: User) {
        let user = CurrentValueSubject<User, Never>(user)
        self.user = user
        nameText = user.map(\.name).removeDuplicates().eraseToAnyPublisher()
        aboutText = user.map(\.about).removeDuplicates().eraseToAnyPublisher()
        loginButtonIsEnabled = user.map { !$0.isLogin }.removeDuplicates().eraseToAnyPublisher()
        homeButtonIsEnabled = user.map(\.isLogin).removeDuplicates().eraseToAnyPublisher()

        let opened = loginButtonTappedSubject.map { Route.login(LoginViewModel(user: user.value)) }
            .merge(with: homeButtonTappedSubject.map { Route.home(HomeViewModel(user: user.value)) })
        route = opened.merge(with: user.dropFirst().map { _ in Route.back }).eraseToAnyPublisher()
    }

    func loginButtonTapped() { loginButtonTappedSubject.send() }
    func homeButtonTapped() { homeButtonTappedSubject.send() }
    func userSignedIn(_ user: User) { self.user.send(user) }
    func userSignedOut(_ user: User) { self.user.send(user) }
}
