/// The navigation Home's presenter asks for.
@MainActor
protocol HomeRouterInput: AnyObject {
    /// Pops Home.
    func close()
}
