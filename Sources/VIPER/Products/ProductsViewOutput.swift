/// What Products' view reports to its presenter.
@MainActor
protocol ProductsViewOutput: AnyObject {
    func viewDidLoad()
    func addButtonTapped()
    func rowSelected(at row: Int)
    func rowDeleted(at row: Int)
}
