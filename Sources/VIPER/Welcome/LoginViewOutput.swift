/// What Login's view reports to its presenter.
@MainActor
protocol LoginViewOutput: AnyObject {
    func viewDidLoad()
    func nameFieldChanged(_ name: String)
    func signInButtonTapped()
}
