import Domain

/// Welcome's view model (Docs/Contract.md §1): what Welcome shows of the user, one closure per
/// output, and the view models of the screens Welcome opens.
///
/// Closure MVVM as tailec writes it (`mvvm-closures/MVVMClosures/App/ReposScene/ReposViewModel.swift`):
/// each output is an optional closure the view sets once, called with the output's value by
/// ``ready()`` and again each time the user changes.
@MainActor
final class WelcomeViewModel {
    /// The name label's text.
    var onNameChange: ((String) -> Void)?
    /// The about label's text.
    var onAboutChange: ((String) -> Void)?
    /// Whether Login is enabled: only while signed out.
    var onLoginEnabledChange: ((Bool) -> Void)?
    /// Whether Home is enabled: only while signed in.
    var onHomeEnabledChange: ((Bool) -> Void)?

    private var user: User {
        didSet { sendUser() }
    }

    init(user: User) {
        self.user = user
    }

    /// The view is bound: every output is called with its value.
    func ready() {
        sendUser()
    }

    /// The view model of the Login screen Welcome opens; its sign-in comes back here.
    func makeLoginViewModel() -> LoginViewModel {
        let login = LoginViewModel(user: user)
        login.onSignIn = { [weak self] in self?.user = $0 }
        return login
    }

    /// The view model of the Home screen Welcome opens; its sign-out comes back here.
    func makeHomeViewModel() -> HomeViewModel {
        let home = HomeViewModel(user: user)
        home.onSignOut = { [weak self] in self?.user = $0 }
        return home
    }

    private func sendUser() {
        onNameChange?(user.name)
        onAboutChange?(user.about)
        onLoginEnabledChange?(!user.isLogin)
        onHomeEnabledChange?(user.isLogin)
    }
}
