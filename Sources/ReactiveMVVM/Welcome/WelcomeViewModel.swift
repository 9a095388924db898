import Domain
import Reactive

/// Welcome's view model in seed 000's style: `CurrentValueSubject` outputs, a `State` enum that
/// decides them, and a `PassthroughSubject` of `Action`s for the view's events.
@MainActor
final class WelcomeViewModel {
    /// What the view model is showing.
    enum State {
        case initial
        case userChanged(User)
    }

    /// What the view asks for, or what a child screen reported.
    enum Action {
        case loginButtonTapped
        case homeButtonTapped
        case userChanged(User)
    }

    /// Where the view should go.
    enum Route {
        case login(LoginViewModel)
        case home(HomeViewModel)
    }

    // Outputs.
    let name = CurrentValueSubject<String?, Never>(nil)
    let about = CurrentValueSubject<String?, Never>(nil)
    let loginEnabled = CurrentValueSubject<Bool, Never>(false)
    let homeEnabled = CurrentValueSubject<Bool, Never>(false)
    let route = PassthroughSubject<Route, Never>()

    // Inputs.
    let state = CurrentValueSubject<State, Never>(.initial)
    let action = PassthroughSubject<Action, Never>()

    private(set) var user: User
    private var subscriptions = Set<AnyCancellable>()
    /// The subscription to the open child screen's result; replaced when another opens.
    private var childSubscription: AnyCancellable?

    init(user: User) {
        self.user = user
        state
            .sink { [weak self] in self?.processState($0) }
            .store(in: &subscriptions)
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    private func processState(_ state: State) {
        switch state {
        case .initial:
            render()
        case .userChanged(let user):
            self.user = user
            render()
        }
    }

    private func render() {
        name.value = user.name
        about.value = user.about
        loginEnabled.value = !user.isLogin
        homeEnabled.value = user.isLogin
    }

    private func processAction(_ action: Action) {
        switch action {
        case .loginButtonTapped:
            let login = LoginViewModel(user: user)
            childSubscription = login.signedIn.sink { [weak self] in self?.action.send(.userChanged($0)) }
            route.send(.login(login))
        case .homeButtonTapped:
            let home = HomeViewModel(user: user)
            childSubscription = home.signedOut.sink { [weak self] in self?.action.send(.userChanged($0)) }
            route.send(.home(home))
        case .userChanged(let user):
            state.send(.userChanged(user))
        }
    }
}
