import Domain
import Reactive

/// The events Welcome's view sends (Kickstarter's inputs), named after what the user did.
@MainActor
protocol WelcomeViewModelInputs {
    /// The user tapped Login: the view model routes to a Login screen.
    func loginButtonTapped()
    /// The user tapped Home: the view model routes to a Home screen.
    func homeButtonTapped()
}

/// What Welcome's view shows (Kickstarter's outputs), each ready to bind to one widget.
///
/// Every output publishes its current value to a new subscriber, then only changes: signing out
/// keeps the name, so it does not rewrite the name label.
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

/// Welcome's view model (Docs/Contract.md §1): `inputs` and `outputs` (Kickstarter), every widget
/// output a `CurrentValueSubject` of what it shows, derived from the user where the user
/// changes and sent only when it changed (`send(ifChanged:)`), rather than four
/// `map`/`removeDuplicates()` chains off a subject of the user that every change runs through.
///
/// The child screens report back into `userChanged`, the input each child it opens is handed
/// (RxSwift's "pass the child an observer"), subscribed once for the view model's life: the view
/// model keeps the new user, sends the outputs whose value changed, and routes back to Welcome.
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

    /// The user as the last child screen left it.
    private(set) var user: User

    private let name: CurrentValueSubject<String, Never>
    private let about: CurrentValueSubject<String, Never>
    private let loginEnabled: CurrentValueSubject<Bool, Never>
    private let homeEnabled: CurrentValueSubject<Bool, Never>
    private let routeSubject = PassthroughSubject<Route, Never>()
    /// The users the child screens sign in or out: every child sends into it, the view model
    /// subscribes once.
    private let userChanged = PassthroughSubject<User, Never>()
    private var subscriptions = Set<AnyCancellable>()

    init(user: User) {
        self.user = user
        name = CurrentValueSubject(user.name)
        about = CurrentValueSubject(user.about)
        loginEnabled = CurrentValueSubject(!user.isLogin)
        homeEnabled = CurrentValueSubject(user.isLogin)
        nameText = name.eraseToAnyPublisher()
        aboutText = about.eraseToAnyPublisher()
        loginButtonIsEnabled = loginEnabled.eraseToAnyPublisher()
        homeButtonIsEnabled = homeEnabled.eraseToAnyPublisher()
        route = routeSubject.eraseToAnyPublisher()
        userChanged
            .sink { [weak self] in self?.childChanged($0) }
            .store(in: &subscriptions)
    }

    func loginButtonTapped() {
        routeSubject.send(.login(LoginViewModel(user: user, signedIn: userChanged)))
    }

    func homeButtonTapped() {
        routeSubject.send(.home(HomeViewModel(user: user, signedOut: userChanged)))
    }

    /// Takes the user a child screen signed in or out, and routes back to Welcome.
    ///
    /// Each output derives what it shows from the new user here and publishes only a change, so
    /// signing out (which keeps the name and the about line) sends the two buttons only.
    private func childChanged(_ user: User) {
        self.user = user
        name.send(ifChanged: user.name)
        about.send(ifChanged: user.about)
        loginEnabled.send(ifChanged: !user.isLogin)
        homeEnabled.send(ifChanged: user.isLogin)
        routeSubject.send(.back)
    }
}
