/// What Car's view reports to its presenter, and the kilowatts edits it asks it to vet.
@MainActor
protocol CarViewOutput: AnyObject {
    func viewDidLoad()
    func makeFieldChanged(_ text: String)
    func modelFieldChanged(_ text: String)
    /// Whether the kilowatts field may take `text`.
    func kilowattsFieldShouldChange(to text: String) -> Bool
    func kilowattsFieldChanged(_ text: String)
}
