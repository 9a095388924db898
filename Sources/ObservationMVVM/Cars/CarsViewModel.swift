import Domain
import Observation

/// Cars' view model (Docs/Contract.md §3): the cars, which the Car screen's view model edits in place.
///
/// A ``CarViewModel`` writes every accepted edit to its row here; the Cars screen, which reads
/// ``cars`` in `updateProperties()`, is invalidated by it and redraws that row when it is shown
/// again. No closure or subject carries the edit back.
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

    /// The view model of the Car screen a selected row opens, writing its edits to that row.
    /// - Returns: `nil` for a row out of range.
    func makeCarViewModel(forRow row: Int) -> CarViewModel? {
        guard cars.indices.contains(row) else { return nil }
        return CarViewModel(list: self, row: row, imageLoader: imageLoader)
    }
}
