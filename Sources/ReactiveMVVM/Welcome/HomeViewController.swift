import Domain
import Widgets

/// Home's view: shows the greeting (fixed for the screen's life) and sends Sign out to the
/// view model's inputs; Welcome closes it. Nothing on it changes, so it binds nothing.
final class HomeViewController: Screen {
    private let viewModel: any HomeViewModelType

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(viewModel: any HomeViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.viewModel.inputs.signOutButtonTapped() }
        greetingLabel.text = viewModel.outputs.greetingText
    }
}
