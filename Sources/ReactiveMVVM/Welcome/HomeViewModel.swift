import Domain
import Reactive

/// Home's view model: the greeting out, and the signed-out user as an event.
@MainActor
final class HomeViewModel {
    enum Action {
        case signOutButtonTapped
    }

    // Outputs.
    let greeting: CurrentValueSubject<String, Never>
    /// Sends the signed-out user; the view then closes.
    let signedOut = PassthroughSubject<User, Never>()

    // Inputs.
    let action = PassthroughSubject<Action, Never>()

    private let user: User
    private var subscriptions = Set<AnyCancellable>()

    init(user: User) {
        self.user = user
        greeting = CurrentValueSubject(user.greeting)
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    deinit {
        // Finished, the parent's subscription to `signedOut` lets go of it.
        signedOut.send(completion: .finished)
    }

    private func processAction(_ action: Action) {
        switch action {
        case .signOutButtonTapped:
            signedOut.send(user.signingOut())
        }
    }
}
