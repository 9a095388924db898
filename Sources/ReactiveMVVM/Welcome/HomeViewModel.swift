import Domain
import Reactive

/// The events Home's view sends (Kickstarter's inputs).
@MainActor
protocol HomeViewModelInputs {
    /// The user tapped Sign out.
    func signOutButtonTapped()
}

/// What Home's view shows (Kickstarter's outputs), and the signed-out user as an event.
@MainActor
protocol HomeViewModelOutputs {
    /// The greeting (``User/greeting``); fixed for the screen's life.
    var greetingText: AnyPublisher<String, Never> { get }
    /// Sends the signed-out user; the view then closes. Finishes when the view model goes
    /// away, so the opener's subscription ends with the screen.
    var signedOut: AnyPublisher<User, Never> { get }
}

/// Home's view model as its view sees it: events in, what to show out.
@MainActor
protocol HomeViewModelType {
    var inputs: any HomeViewModelInputs { get }
    var outputs: any HomeViewModelOutputs { get }
}

/// Home's view model (Docs/Contract.md §1): `inputs` and `outputs` (Kickstarter).
@MainActor
final class HomeViewModel: HomeViewModelType, HomeViewModelInputs, HomeViewModelOutputs {
    var inputs: any HomeViewModelInputs { self }
    var outputs: any HomeViewModelOutputs { self }

    // Outputs.
    let greetingText: AnyPublisher<String, Never>
    let signedOut: AnyPublisher<User, Never>

    private let user: User
    private let signedOutSubject = PassthroughSubject<User, Never>()

    init(user: User) {
        self.user = user
        greetingText = CurrentValueSubject(user.greeting).eraseToAnyPublisher()
        signedOut = signedOutSubject.eraseToAnyPublisher()
    }

    deinit {
        // Finished, the parent's subscription to `signedOut` lets go of it.
        signedOutSubject.send(completion: .finished)
    }

    func signOutButtonTapped() {
        signedOutSubject.send(user.signingOut())
    }
}
