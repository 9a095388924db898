import Domain

/// Welcome's reducer: a pure function of the action and the sub-state, as ReSwift's
/// `Docs/Getting Started Guide.md` ("Reducers") writes `authenticationReducer`. The sign-in rule
/// is the domain's.
func welcomeReducer(action: WelcomeAction, state: WelcomeState) -> WelcomeState {
    var state = state
    switch action {
    case .loginButtonTapped, .loginScreenClosed:
        state.login = LoginState()
    case .homeButtonTapped, .homeScreenClosed:
        break
    case .nameFieldChanged(let name):
        state.login.name = name
    case .signInButtonTapped:
        do {
            state.user = try state.user.signingIn(as: state.login.name)
        } catch {
            state.login.error = error
        }
    case .signOutButtonTapped:
        state.user = state.user.signingOut()
    }
    return state
}
