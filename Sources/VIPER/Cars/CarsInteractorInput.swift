import Domain

/// Cars' use cases: the catalogue, choosing the car to edit, and storing its edits.
@MainActor
protocol CarsInteractorInput: AnyObject {
    /// The catalogue, in list order.
    var cars: [Car] { get }
    /// Chooses the car at `row` for editing.
    /// - Returns: The car, or `nil` when `row` is out of range (nothing is chosen then).
    func selectCar(at row: Int) -> Car?
    /// Stores an edit of the chosen car; the output hears the catalogue after.
    func updateSelectedCar(_ car: Car)
}
