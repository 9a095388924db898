import Domain
import Reactive

/// The events Home's view sends (Kickstarter's inputs).
@MainActor
protocol HomeViewModelInputs {
    /// The user tapped Sign out.
    func signOutButtonTapped()
}

/// What Home's view shows (Kickstarter's outputs).
///
/// The greeting is fixed for the screen's life, so it is a plain value the view reads once, not
/// a publisher (a subject and a subscription per visit for a value that never changes).
@MainActor
protocol HomeViewModelOutputs {
    /// The `greeting` label: "Hello, NAME" (Docs/Contract.md §1); fixed for the screen's life.
    var greetingText: String { get }
}

/// Home's view model as its view sees it: events in, what to show out.
@MainActor
protocol HomeViewModelType {
    var inputs: any HomeViewModelInputs { get }
    var outputs: any HomeViewModelOutputs { get }
}

/// Home's view model (Docs/Contract.md §1): `inputs` and `outputs` (Kickstarter); Sign out sends
/// the signed-out user into the `signedOut` subject its opener handed it, and the opener stores
/// the user and closes the screen.
@MainActor
final class HomeViewModel: HomeViewModelType, HomeViewModelInputs, HomeViewModelOutputs {
    var inputs: any HomeViewModelInputs { self }
    var outputs: any HomeViewModelOutputs { self }

    // Outputs.
    var greetingText: String { "Hello, \(user.name)" }

    private let user: User
    /// The opener's input for the signed-out user.
    private let signedOut: any Subject<User, Never>

    /// - Parameters:
    ///   - user: The signed-in user.
    ///   - signedOut: Where Sign out sends the signed-out user: the opener's input.
    init(user: User, signedOut: any Subject<User, Never>) {
        self.user = user
        self.signedOut = signedOut
    }

    func signOutButtonTapped() {
        signedOut.send(user.signingOut())
    }
}
