import Domain

/// Cars' view model (Docs/Contract.md §3), in seed 001's style: the rows as read-only outputs and one
/// change closure the view controller sets to redraw them. Like Products' closure, it says
/// which row changed, so an edit on the Car screen redraws one row, not the whole list.
@MainActor
final class CarsViewModel {
    /// Called after a car changed, with its row.
    var carsDidChange: ((CarsViewModel, _ changedRow: Int) -> Void)?

    private(set) var cars: [Car]
    private let imageLoader: any ImageLoading

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
    }

    var numberOfRows: Int { cars.count }
    func titleText(forRow row: Int) -> String { cars[row].displayTitle }
    func detailText(forRow row: Int) -> String { cars[row].powerText }

    /// The view model of the Car screen a selected row opens; its edits come back here.
    /// - Returns: `nil` for a row out of range.
    func makeCarViewModel(forRow row: Int) -> CarViewModel? {
        guard cars.indices.contains(row) else { return nil }
        let car = CarViewModel(car: cars[row], imageLoader: imageLoader)
        car.didChangeCar = { [weak self] in self?.carDidChange($0, atRow: row) }
        return car
    }

    private func carDidChange(_ car: Car, atRow row: Int) {
        cars[row] = car
        carsDidChange?(self, row)
    }
}
