import ComposableEngine
import Domain

/// Welcome (seed 000): the user, and the screen it presents, Login or Home: one destination
/// at a time (TCA's tree-based navigation, `Destination`).
struct WelcomeFeature: Reducer {
    struct State: Equatable {
        var user: User
        /// The screen pushed on Welcome, if any.
        @PresentationState var destination: Destination.State?
    }

    enum Action: Equatable {
        case loginButtonTapped
        case homeButtonTapped
        case destination(PresentationAction<Destination.Action>)
    }

    /// The screens Welcome presents; they exclude each other.
    struct Destination: Reducer {
        enum State: Equatable {
            case login(LoginFeature.State)
            case home(HomeFeature.State)
        }

        enum Action: Equatable {
            case login(LoginFeature.Action)
            case home(HomeFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.login, action: \.login) { LoginFeature() }
            Scope(state: \.home, action: \.home) { HomeFeature() }
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .loginButtonTapped:
                state.destination = .login(LoginFeature.State(user: state.user))
                return .none
            case .homeButtonTapped:
                state.destination = .home(HomeFeature.State(user: state.user))
                return .none
            case .destination(.presented(.login(.delegate(.signedIn(let user))))):
                state.user = user
                state.destination = nil
                return .none
            case .destination(.presented(.home(.delegate(.signedOut)))):
                state.user = state.user.signingOut()
                state.destination = nil
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination) { Destination() }
    }
}
