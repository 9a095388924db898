/// What Products' view reports to its presenter, and the rows it asks it for.
@MainActor
protocol ProductsViewOutput: AnyObject {
    /// The number of rows the list shows.
    var numberOfRows: Int { get }
    /// What the row at `row` shows, for `0 ..< numberOfRows`.
    func row(at row: Int) -> ProductRow
    func viewDidLoad()
    func addButtonTapped()
    func rowSelected(at row: Int)
    func rowDeleted(at row: Int)
}

/// What one row of Products shows, as the presenter formatted it.
struct ProductRow: Hashable {
    let title: String
    let detail: String
}
