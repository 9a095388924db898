/// What Products' view reports to its presenter, and the rows it asks it for.
@MainActor
protocol ProductsViewOutput: AnyObject {
    /// The number of rows the list shows.
    var numberOfRows: Int { get }
    /// The texts of the row at `row`, for `0 ..< numberOfRows`.
    func rowTexts(at row: Int) -> (title: String, detail: String)
    func viewDidLoad()
    func addButtonTapped()
    func rowSelected(at row: Int)
    func rowDeleted(at row: Int)
}
