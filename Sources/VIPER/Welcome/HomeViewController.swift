import Widgets

/// Home's passive view.
final class HomeViewController: Screen, HomeViewInput {
    private let output: any HomeViewOutput

    let greetingLabel = Label(id: "greeting")
    let signOutButton = Button(id: "signOut", title: "Sign out")

    init(output: any HomeViewOutput) {
        self.output = output
        super.init(title: "Home")
    }

    override func viewDidLoad() {
        add(greetingLabel, signOutButton)
        signOutButton.addAction { [weak self] in self?.output.signOutButtonTapped() }
        output.viewDidLoad()
    }

    func showGreeting(_ text: String) { greetingLabel.text = text }
}
