import ReduxStore

/// What happens on Welcome, Login and Home, named after the user's events.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: they "provide information about the
/// intended state change", and ``welcomeReducer(action:state:)`` applies it. Every user event
/// is one, leaving a screen with Back included, so an action log reads as what the user did.
enum WelcomeAction: Action {
    case loginButtonTapped
    /// The user tapped Home: the screen opens; the state has nothing to change.
    case homeButtonTapped
    case nameFieldChanged(String)
    case signInButtonTapped
    /// The user left Login with Back, not signed in: the form closes.
    case loginScreenClosed
    case signOutButtonTapped
    /// The user left Home with Back, still signed in.
    case homeScreenClosed
}
