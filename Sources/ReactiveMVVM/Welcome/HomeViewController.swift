import Domain
import Reactive
import Widgets

/// Home's view: binds the greeting and closes on the signed-out event.
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
        viewModel.outputs.greetingText.map(Optional.some).assign(to: \.text, on: greetingLabel).store(in: &subscriptions)
        viewModel.outputs.signedOut
            .sink { [weak self] _ in self?.navigationController?.popScreen() }
            .store(in: &subscriptions)
    }
}
