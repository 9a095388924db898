/// What the New Product / Edit Product view reports to its presenter.
@MainActor
protocol ProductViewOutput: AnyObject {
    func viewDidLoad()
    func idFieldChanged(_ id: String)
    func nameFieldChanged(_ name: String)
    func priceFieldChanged(_ price: String)
    func saveButtonTapped()
}
