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
@MainActor
protocol LoginViewModelOutputs {
    /// Whether Sign in can be tapped: ``SignInRule/canSubmit(_:)`` of the name; its current
    /// value to a new subscriber, then only changes.
    var signInButtonIsEnabled: AnyPublisher<Bool, Never> { get }
    /// The rule a Sign in broke, once per failed Sign in (an event).
    var errorText: AnyPublisher<String, Never> { get }
    /// Whether the error label is hidden: `true` until a Sign in fails, then `false` (the
    /// error stays on screen until the next Sign in); its current value to a new subscriber,
    /// then only changes.
    var errorLabelIsHidden: AnyPublisher<Bool, Never> { get }
    /// The signed-in user, once per valid Sign in: the opener takes it and closes the screen.
    var signedIn: AnyPublisher<User, Never> { get }
}

/// Login's view model as its view sees it: events in, what to show out.
@MainActor
protocol LoginViewModelType {
    var inputs: any LoginViewModelInputs { get }
    var outputs: any LoginViewModelOutputs { get }
}

/// Login's view model (Docs/Contract.md §1) in Kickstarter's shape, after tailec's
/// `ios-architecture` MVVM view model and RxExample's `GithubSignupViewModel2.swift` (whose
/// `signedIn` output is the outcome of a tap on Sign up): inputs forward into private
/// subjects, every output is defined once, in `init`.
///
/// A tap of Sign in runs the domain's sign-in rule on the name as typed; its outcome is
/// shared by the two outputs that tell it, the error and the signed-in user.
@MainActor
final class LoginViewModel: LoginViewModelType, LoginViewModelInputs, LoginViewModelOutputs {
    var inputs: any LoginViewModelInputs { self }
    var outputs: any LoginViewModelOutputs { self }

    // Outputs.
    let signInButtonIsEnabled: AnyPublisher<Bool, Never>
    let errorText: AnyPublisher<String, Never>
    let errorLabelIsHidden: AnyPublisher<Bool, Never>
    let signedIn: AnyPublisher<User, Never>

    // Inputs.
    /// The name as typed; a new Login opens with an empty one.
    private let name = CurrentValueSubject<String, Never>("")
    private let signInButtonTappedSubject = PassthroughSubject<Void, Never>()

    /// - Parameter user: The user as Welcome holds it.
    init(user: User) {
        let name = name
        signInButtonIsEnabled = name.map(SignInRule.canSubmit).removeDuplicates().eraseToAnyPublisher()
        let signIn =
            signInButtonTappedSubject
            .map { () -> Result<User, SignInError> in Result { () throws(SignInError) in try user.signingIn(as: name.value) } }
            .share()
        errorText = signIn.compactMap { result in
            guard case .failure(let error) = result else { return nil }
            return Self.errorText(for: error)
        }
        .eraseToAnyPublisher()
        errorLabelIsHidden = errorText.map { _ in false }.prepend(true).removeDuplicates().eraseToAnyPublisher()
        signedIn = signIn.compactMap { try? $0.get() }.eraseToAnyPublisher()
    }

    func nameFieldChanged(_ text: String) { name.send(text) }
    func signInButtonTapped() { signInButtonTappedSubject.send() }

    /// The `error` label's text for a broken sign-in rule (Docs/Contract.md §1).
    private static func errorText(for error: SignInError) -> String {
        switch error {
        case .emptyName: "Name is required"
        case .nameTooLong: "Name must be at most \(SignInRule.maximumNameLength) characters"
        }
    }
}
