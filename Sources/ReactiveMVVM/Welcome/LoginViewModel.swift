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

/// What Login's view shows (Kickstarter's outputs).
///
/// Every widget output publishes its current value to a new subscriber, then only changes; an
/// error is an event, sent once per failed Sign in.
@MainActor
protocol LoginViewModelOutputs {
    /// Whether Sign in can be tapped: ``SignInRule/canSubmit(_:)`` of the name.
    var signInButtonIsEnabled: AnyPublisher<Bool, Never> { get }
    /// The rule a Sign in broke, once per failed Sign in (an event: nothing until the first
    /// failure, so the hidden label is not written on open).
    var errorText: AnyPublisher<String, Never> { get }
}

/// Login's view model as its view sees it: events in, what to show out.
@MainActor
protocol LoginViewModelType {
    var inputs: any LoginViewModelInputs { get }
    var outputs: any LoginViewModelOutputs { get }
}

/// Login's view model (Docs/Contract.md §1): `inputs` and `outputs` (Kickstarter) over the typed
/// name, from which the Sign in flag is derived where the name changes; a failed Sign in sends
/// its error, a valid one sends the signed-in user into the `signedIn` subject its opener handed
/// it (RxSwift's "pass the child an observer"), and the opener stores the user and closes the
/// screen.
@MainActor
final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
    var inputs: any LoginViewModelInputs { self }
    var outputs: any LoginViewModelOutputs { self }

    // Outputs.
    let signInButtonIsEnabled: AnyPublisher<Bool, Never>
    let errorText: AnyPublisher<String, Never>

    private let user: User
    /// The name as typed.
    private var name = ""
    private let signInEnabled = CurrentValueSubject<Bool, Never>(LoginViewModel.emptyNameCanSubmit)
    /// The rule's answer for the empty name every Login opens with: the same for every Login,
    /// so derived once.
    private static let emptyNameCanSubmit = SignInRule.canSubmit("")
    private let error = PassthroughSubject<String, Never>()
    /// The opener's input for the signed-in user.
    private let signedIn: any Subject<User, Never>

    /// - Parameters:
    ///   - user: The user as Welcome holds it.
    ///   - signedIn: Where a valid Sign in sends the signed-in user: the opener's input.
    init(user: User, signedIn: any Subject<User, Never>) {
        self.user = user
        self.signedIn = signedIn
        signInButtonIsEnabled = signInEnabled.eraseToAnyPublisher()
        errorText = error.eraseToAnyPublisher()
    }

    /// Runs the sign-in rule once per changed name, and publishes the flag only when it changed.
    func nameFieldChanged(_ text: String) {
        guard text != name else { return }
        name = text
        signInEnabled.send(ifChanged: SignInRule.canSubmit(text))
    }

    func signInButtonTapped() {
        do {
            signedIn.send(try user.signingIn(as: name))
        } catch {
            self.error.send(Self.errorText(for: error))
        }
    }

    /// The `error` label's text for a broken sign-in rule (Docs/Contract.md §1).
    private static func errorText(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
