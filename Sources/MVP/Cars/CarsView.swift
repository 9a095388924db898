/// What Cars' presenter asks of its view: the rows to show, and the Car screen to open.
@MainActor
protocol CarsView: AnyObject {
    /// Shows `rows`, in order, as the table's rows.
    func showCars(_ rows: [CarRow])
    func deselectCar(at row: Int)
    func showCar(with presenter: CarPresenter)
}

/// What one row of Cars shows, as the presenter wrote it.
struct CarRow: Hashable {
    /// The car's place in the catalogue, which edits do not change.
    let id: Int
    let title: String
    let detail: String
}
