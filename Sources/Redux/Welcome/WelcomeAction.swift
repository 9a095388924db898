import ReduxStore

/// What happens on Welcome, Login and Home, named after the user's events.
enum WelcomeAction: Action {
    case loginButtonTapped
    case nameFieldChanged(String)
    case signInButtonTapped
    case signOutButtonTapped
}
