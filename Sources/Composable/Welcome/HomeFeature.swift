import ComposableEngine
import Domain

/// Home: greets the signed-in user; Sign out is handed to Welcome as a delegate action before
/// the screen dismisses itself.
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

    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .signOutButtonTapped:
            return .run { [dismiss] send in
                await send(.delegate(.signedOut))
                await dismiss()
            }
        case .delegate:
            return .none
        }
    }
}
