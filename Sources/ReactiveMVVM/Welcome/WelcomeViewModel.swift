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
    /// The screen to open, with its view model, on each tap of Login or Home.
    var route: AnyPublisher<WelcomeViewModel.Route, Never> { get }
}

/// Welcome's view model as its view sees it: events in, what to show out.
@MainActor
protocol WelcomeViewModelType {
    var inputs: any WelcomeViewModelInputs { get }
    var outputs: any WelcomeViewModelOutputs { get }
}

/// Welcome's view model (Docs/Contract.md §1): `inputs` and `outputs` (Kickstarter), the user in
/// one `CurrentValueSubject`, every output a projection of it through `map` and
/// `removeDuplicates`.
///
/// The child screens report back through their own outputs (Login's
/// ``LoginViewModelOutputs/signedIn``, Home's ``HomeViewModelOutputs/signedOut``), which this view
/// model feeds into the user.
@MainActor
final class WelcomeViewModel: WelcomeViewModelType, WelcomeViewModelInputs, WelcomeViewModelOutputs {
    /// Where the view should go.
    enum Route {
        case login(LoginViewModel)
        case home(HomeViewModel)
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
    var user: User { userSubject.value }

    private let userSubject: CurrentValueSubject<User, Never>
    private let routeSubject = PassthroughSubject<Route, Never>()
    /// The subscription to the open child screen's result; replaced when another opens.
    private var childSubscription: AnyCancellable?

    init(user: User) {
        let userSubject = CurrentValueSubject<User, Never>(user)
        self.userSubject = userSubject
        nameText = userSubject.map(\.name).removeDuplicates().eraseToAnyPublisher()
        aboutText = userSubject.map(\.about).removeDuplicates().eraseToAnyPublisher()
        loginButtonIsEnabled = userSubject.map { !$0.isLogin }.removeDuplicates().eraseToAnyPublisher()
        homeButtonIsEnabled = userSubject.map(\.isLogin).removeDuplicates().eraseToAnyPublisher()
        route = routeSubject.eraseToAnyPublisher()
    }

    func loginButtonTapped() {
        let login = LoginViewModel(user: user)
        childSubscription = login.outputs.signedIn.sink { [weak self] in self?.userSubject.value = $0 }
        routeSubject.send(.login(login))
    }

    func homeButtonTapped() {
        let home = HomeViewModel(user: user)
        childSubscription = home.outputs.signedOut.sink { [weak self] in self?.userSubject.value = $0 }
        routeSubject.send(.home(home))
    }
}
