import ComposableEngine
import Domain

/// Welcome (seed 000): the user, and the Login and Home screens it presents.
struct WelcomeFeature: Reducer {
    struct State: Equatable {
        var user: User
        /// The Login screen, while it is pushed.
        var login: LoginFeature.State?
        /// The Home screen, while it is pushed.
        var home: HomeFeature.State?
    }

    enum Action: Equatable {
        case loginButtonTapped
        case homeButtonTapped
        case login(PresentationAction<LoginFeature.Action>)
        case home(PresentationAction<HomeFeature.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .loginButtonTapped:
                state.login = LoginFeature.State(user: state.user)
                return .none
            case .homeButtonTapped:
                state.home = HomeFeature.State(user: state.user)
                return .none
            case .login(.presented(.delegate(.signedIn(let user)))):
                state.user = user
                state.login = nil
                return .none
            case .home(.presented(.delegate(.signedOut))):
                state.user = state.user.signingOut()
                state.home = nil
                return .none
            case .login, .home:
                return .none
            }
        }
        .ifLet(\.login, action: \.login) { LoginFeature() }
        .ifLet(\.home, action: \.home) { HomeFeature() }
    }
}

extension WelcomeFeature.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let login = AnyCasePath<WelcomeFeature.Action, PresentationAction<LoginFeature.Action>>(
            embed: WelcomeFeature.Action.login, extract: { if case .login(let action) = $0 { action } else { nil } })
        let home = AnyCasePath<WelcomeFeature.Action, PresentationAction<HomeFeature.Action>>(
            embed: WelcomeFeature.Action.home, extract: { if case .home(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
