import Domain

/// What the Login screen renders, selected from the app state: whether the user is signed in
/// (the screen then leaves), whether Sign in can be tapped, and the error to show.
///
/// A sub-state "derived from the app state", as ReSwift's README ("Create a subscription of
/// several substates combined") builds `MySubState` with an `init(state:)` and subscribes with
/// `$0.select(MySubState.init)`: the screen renders only when what it shows changed; that is
/// what `select` on an `Equatable` sub-state gives.
struct LoginScreenState: Equatable {
    var isSignedIn: Bool
    var signInButtonIsEnabled: Bool
    var error: SignInError?

    /// The Login screen's selection of `state`.
    init(state: AppState) {
        isSignedIn = state.welcome.user.isLogin
        signInButtonIsEnabled = state.welcome.login.signInButtonIsEnabled
        error = state.welcome.login.error
    }
}
