import ComposableEngine
import Domain

/// Login: the name being typed, the domain's sign-in rule on Sign in, and the signed-in user
/// handed to Welcome as a delegate action.
struct LoginFeature: Reducer {
    struct State: Equatable {
        /// The user signing in (its `about` is kept).
        var user: User
        var name = ""
        /// The last failed sign-in's message, until the next tap of Sign in.
        var errorMessage: String?

        var signInButtonIsEnabled: Bool { SignInRule.canSubmit(name) }
    }

    enum Action: Equatable {
        case nameFieldChanged(String)
        case signInButtonTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
            case signedIn(User)
        }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .nameFieldChanged(let name):
            state.name = name
            return .none
        case .signInButtonTapped:
            do {
                let user = try state.user.signingIn(as: state.name)
                state.errorMessage = nil
                return .send(.delegate(.signedIn(user)))
            } catch {
                state.errorMessage = error.message
                return .none
            }
        case .delegate:
            return .none
        }
    }
}
