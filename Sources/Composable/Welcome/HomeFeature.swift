import ComposableEngine
import Domain

/// Home: greets the signed-in user; Sign out is handed to Welcome as a delegate action.
struct HomeFeature: Reducer {
    struct State: Equatable {
        var user: User
    }

    enum Action: Equatable {
        case signOutButtonTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
            case signedOut
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .signOutButtonTapped:
            return .send(.delegate(.signedOut))
        case .delegate:
            return .none
        }
    }
}
