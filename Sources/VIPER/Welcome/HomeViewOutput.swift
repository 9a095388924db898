/// What Home's view reports to its presenter.
@MainActor
protocol HomeViewOutput: AnyObject {
    func viewDidLoad()
    func signOutButtonTapped()
}
