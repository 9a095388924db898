import ReduxStore

/// What happens on Welcome, Login and Home, named after the user's events.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: they "provide information about the
/// intended state change", and ``welcomeReducer(action:state:)`` applies it.
enum WelcomeAction: Action {
    case loginButtonTapped
    case nameFieldChanged(String)
    case signInButtonTapped
    case signOutButtonTapped
}
