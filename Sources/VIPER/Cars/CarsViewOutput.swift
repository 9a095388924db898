/// What Cars' view reports to its presenter, and the rows it asks it for.
@MainActor
protocol CarsViewOutput: AnyObject {
    var numberOfCars: Int { get }
    /// What the row at `row` shows, for `0 ..< numberOfCars`.
    func row(at row: Int) -> CarRow
    func viewDidLoad()
    func carSelected(at row: Int)
}

/// What one row of Cars shows, as the presenter formatted it.
struct CarRow: Hashable {
    let title: String
    let detail: String
}
