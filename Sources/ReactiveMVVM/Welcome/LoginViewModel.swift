import Domain
import Reactive

/// The events Login's view sends (Kickstarter's inputs), named after what the user did.
@MainActor
protocol LoginViewModelInputs {
    /// The user edited the name field; `text` is its whole text.
    func nameFieldChanged(_ text: String)
    /// The user tapped Sign in: the domain's sign-in rule decides.
    func signInButtonTapped()
}

/// What Login's view shows (Kickstarter's outputs), and the signed-in user as an event.
///
/// Every widget output publishes its current value to a new subscriber, then only changes.
@MainActor
protocol LoginViewModelOutputs {
    /// Whether Sign in can be tapped: ``SignInRule/canSubmit(_:)`` of the name.
    var signInButtonIsEnabled: AnyPublisher<Bool, Never> { get }
    /// The first rule the last Sign in broke; `nil` (label hidden) until one fails.
    var errorText: AnyPublisher<String?, Never> { get }
    /// Sends the signed-in user once the rule passed; the view then closes. Finishes when the
    /// view model goes away, so the opener's subscription ends with the screen.
    var signedIn: AnyPublisher<User, Never> { get }
}

/// Login's view model as its view sees it: events in, what to show out.
@MainActor
protocol LoginViewModelType {
    var inputs: any LoginViewModelInputs { get }
    var outputs: any LoginViewModelOutputs { get }
}

/// Login's view model (Docs/Contract.md §1): `inputs` and `outputs` (Kickstarter) over the typed
/// name and the last error.
@MainActor
final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
    var inputs: any LoginViewModelInputs { self }
    var outputs: any LoginViewModelOutputs { self }

    // Outputs.
    let signInButtonIsEnabled: AnyPublisher<Bool, Never>
    let errorText: AnyPublisher<String?, Never>
    let signedIn: AnyPublisher<User, Never>

    private let user: User
    private let name = CurrentValueSubject<String, Never>("")
    private let error = CurrentValueSubject<String?, Never>(nil)
    private let signedInSubject = PassthroughSubject<User, Never>()

    init(user: User) {
        self.user = user
        signInButtonIsEnabled = name.map(SignInRule.canSubmit).removeDuplicates().eraseToAnyPublisher()
        errorText = error.removeDuplicates().eraseToAnyPublisher()
        signedIn = signedInSubject.eraseToAnyPublisher()
    }

    deinit {
        // Finished, the parent's subscription to `signedIn` lets go of it.
        signedInSubject.send(completion: .finished)
    }

    func nameFieldChanged(_ text: String) {
        name.value = text
    }

    func signInButtonTapped() {
        do {
            signedInSubject.send(try user.signingIn(as: name.value))
        } catch {
            self.error.value = error.message
        }
    }
}
