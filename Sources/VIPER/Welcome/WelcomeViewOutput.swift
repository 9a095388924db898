/// What Welcome's view reports to its presenter: its lifecycle and the user's taps.
@MainActor
protocol WelcomeViewOutput: AnyObject {
    func viewDidLoad()
    func loginButtonTapped()
    func homeButtonTapped()
}
