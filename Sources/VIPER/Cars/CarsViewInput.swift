/// What Cars' presenter tells its view: the rows to show.
@MainActor
protocol CarsViewInput: AnyObject {
    /// Shows `items`, in order, as the table's rows.
    func showCars(_ items: [CarDisplayItem])
    func deselectCar(at row: Int)
}
