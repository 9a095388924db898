import Domain
import Observation

/// Cars' view model (SPEC §3): the cars, which the Car screen's view model edits in place.
///
/// The list is the one source of truth: a ``CarViewModel`` reads and writes its row here, so
/// both screens are invalidated by the same property and nothing carries an edit back.
@Observable
@MainActor
final class CarsViewModel {
    /// The cars, in list order. The Car screen's view model writes its row.
    var cars: [Car]
    private let imageLoader: any ImageLoading

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
    }

    /// The view model of the Car screen a selected row opens, editing that row.
    /// - Returns: `nil` for a row out of range.
    func makeCarViewModel(forRow row: Int) -> CarViewModel? {
        guard cars.indices.contains(row) else { return nil }
        return CarViewModel(list: self, row: row, imageLoader: imageLoader)
    }
}
