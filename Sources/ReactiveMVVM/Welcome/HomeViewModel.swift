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
    /// The `greeting` label: "Hello, NAME" (Docs/Contract.md §1); fixed for the screen's life,
    /// so published once.
    var greetingText: AnyPublisher<String, Never> { get }
    /// The signed-out user, on Sign out: the opener takes it and closes the screen.
    var signedOut: AnyPublisher<User, Never> { get }
}

/// Home's view model as its view sees it: events in, what to show out.
@MainActor
protocol HomeViewModelType {
    var inputs: any HomeViewModelInputs { get }
    var outputs: any HomeViewModelOutputs { get }
}

/// Home's view model (Docs/Contract.md §1) in Kickstarter's shape, after tailec's
/// `ios-architecture` MVVM view model: the input forwards into a private subject, the outputs
/// are defined once, in `init` (the greeting with `Just`, as Kickstarter publishes what a
/// screen is configured with).
@MainActor
final class HomeViewModel: HomeViewModelType, HomeViewModelInputs, HomeViewModelOutputs {
    var inputs: any HomeViewModelInputs { self }
    var outputs: any HomeViewModelOutputs { self }

    // Outputs.
    let greetingText: AnyPublisher<String, Never>
    let signedOut: AnyPublisher<User, Never>

    // Inputs.
    private let signOutButtonTappedSubject = PassthroughSubject<Void, Never>()

    /// - Parameter user: The signed-in user.
    init(user: User) {
        greetingText = Just("Hello, \(user.name)").eraseToAnyPublisher()
        signedOut = signOutButtonTappedSubject.map { user.signingOut() }.eraseToAnyPublisher()
    }

    func signOutButtonTapped() { signOutButtonTappedSubject.send() }
}
