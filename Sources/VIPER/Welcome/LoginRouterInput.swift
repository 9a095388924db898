/// The navigation Login's presenter asks for.
@MainActor
protocol LoginRouterInput: AnyObject {
    /// Pops Login.
    func close()
}
