import Domain

/// Cars' interactor (Docs/Contract.md §3): owns the catalogue and the row being edited, stores each
/// edit the Car screen makes, and reports the catalogue after it (objc.io issue 13's
/// `VTDListInteractor.m`: entities to the output, never texts).
@MainActor
final class CarsInteractor: CarsInteractorInput {
    weak var output: (any CarsInteractorOutput)?
    private(set) var cars: [Car]
    private var selectedRow: Int?

    init(cars: [Car]) {
        self.cars = cars
    }

    func selectCar(at row: Int) -> Car? {
        guard cars.indices.contains(row) else { return nil }
        selectedRow = row
        return cars[row]
    }

    func updateSelectedCar(_ car: Car) {
        guard let row = selectedRow, cars.indices.contains(row) else { return }
        cars[row] = car
        output?.carsDidChange(cars)
    }
}
