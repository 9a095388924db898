/// What Home's presenter asks of its view.
@MainActor
protocol HomeView: AnyObject {
    func showGreeting(_ text: String)
    func close()
}
