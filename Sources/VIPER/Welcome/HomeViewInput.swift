/// What Home's presenter tells its view.
@MainActor
protocol HomeViewInput: AnyObject {
    func showGreeting(_ text: String)
}
