import ComposableEngine
import Domain

/// Login: the name being typed, the domain's sign-in rule on Sign in, and the signed-in user
/// handed to Welcome as a delegate action.
struct LoginFeature: Reducer {
    struct State: Equatable {
        /// The user signing in (its `about` is kept).
        var user: User
        var name = ""
        /// Whether the rule lets `name` be submitted: derived state kept here, computed by the
        /// reducer when the name changes, not by every observation that reads it.
        var signInButtonIsEnabled = State.emptyNameCanSubmit
        /// The rule the last failed sign-in broke, until the next tap of Sign in.
        var error: SignInError?

        /// The empty form for a user signing in.
        init(user: User) {
            self.user = user
        }

        /// The rule's answer for the empty name a form opens with, asked once.
        private static let emptyNameCanSubmit = SignInRule.canSubmit("")

        /// The `error` label's text for ``error`` (Docs/Contract.md §1), or `nil` while none is
        /// shown.
        var errorText: String? {
            switch error {
            case nil: nil
            case .emptyName: "Name is required"
            case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
            }
        }
    }

    enum Action: Equatable {
        case binding(BindingAction<State>)
        case signInButtonTapped
        case delegate(Delegate)

        enum Delegate: Equatable {
            case signedIn(User)
        }
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding(\.name):
                state.signInButtonIsEnabled = SignInRule.canSubmit(state.name)
                return .none
            case .binding:
                return .none
            case .signInButtonTapped:
                do throws(SignInError) {
                    let user = try state.user.signingIn(as: state.name)
                    state.error = nil
                    return .send(.delegate(.signedIn(user)))
                } catch {
                    state.error = error
                    return .none
                }
            case .delegate:
                return .none
            }
        }
    }
}

extension LoginFeature.Action: BindableAction {
    var binding: BindingAction<LoginFeature.State>? { if case .binding(let action) = self { action } else { nil } }
}
