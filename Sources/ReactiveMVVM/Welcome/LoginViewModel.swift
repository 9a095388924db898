import Domain
import Reactive

/// Login's view model: the typed name in, whether Sign in is enabled and the error out, and the
/// signed-in user as an event.
@MainActor
final class LoginViewModel {
    enum Action {
        case nameFieldChanged(String)
        case signInButtonTapped
    }

    // Outputs.
    let signInEnabled = CurrentValueSubject<Bool, Never>(false)
    let errorText = CurrentValueSubject<String?, Never>(nil)
    /// Sends the signed-in user once the rule passed; the view then closes.
    let signedIn = PassthroughSubject<User, Never>()

    // Inputs.
    let name = CurrentValueSubject<String, Never>("")
    let action = PassthroughSubject<Action, Never>()

    private let user: User
    private var subscriptions = Set<AnyCancellable>()

    init(user: User) {
        self.user = user
        name
            .map(SignInRule.canSubmit)
            .removeDuplicates()
            .sink { [weak self] in self?.signInEnabled.value = $0 }
            .store(in: &subscriptions)
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    deinit {
        // Finished, the parent's subscription to `signedIn` lets go of it.
        signedIn.send(completion: .finished)
    }

    private func processAction(_ action: Action) {
        switch action {
        case .nameFieldChanged(let text):
            name.value = text
        case .signInButtonTapped:
            do {
                signedIn.send(try user.signingIn(as: name.value))
            } catch {
                errorText.value = error.message
            }
        }
    }
}
