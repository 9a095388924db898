import Domain
import Widgets

/// Home's view: sets the greeting in `updateProperties()` (Apple's UIKit guide "Updating views
/// automatically with observation tracking") and forwards Sign out.
final class HomeViewController: Screen {
    private let viewModel: HomeViewModel

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.signOutButtonTapped() }
    }

    override func updateProperties() {
        greetingLabel.text = viewModel.greetingText
    }

    private func signOutButtonTapped() {
        viewModel.signOutButtonTapped()
        navigationController?.popScreen()
    }
}
