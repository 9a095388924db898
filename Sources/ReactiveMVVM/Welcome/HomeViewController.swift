import Domain
import Reactive
import Widgets

/// Home's view: binds the greeting to the view model's output and sends Sign out to its inputs;
/// Welcome closes it.
final class HomeViewController: Screen {
    private let viewModel: any HomeViewModelType
    private var subscriptions = Set<AnyCancellable>()

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(viewModel: any HomeViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.viewModel.inputs.signOutButtonTapped() }
        viewModel.outputs.greetingText.bindText(to: greetingLabel).store(in: &subscriptions)
    }
}
