/// What Welcome's presenter tells its view. The view shows what it is told; it decides nothing.
@MainActor
protocol WelcomeViewInput: AnyObject {
    /// Sets every widget from `displayData`.
    func show(_ displayData: WelcomeDisplayData)
}
