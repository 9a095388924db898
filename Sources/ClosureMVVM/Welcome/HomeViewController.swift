import Domain
import Widgets

/// Home's view: forwards the tap and binds each output closure to its widget once, in
/// ``viewDidLoad()``.
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
        signOutButton.addAction { [weak self] in self?.viewModel.signOutButtonTapped() }
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onGreetingChange = { [weak self] in self?.greetingLabel.text = $0 }
        viewModel.onFinish = { [weak self] in self?.navigationController?.popScreen() }
    }
}
