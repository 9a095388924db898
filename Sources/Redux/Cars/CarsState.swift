import Domain
import Foundation

/// Cars' slice of the app state (Docs/Contract.md §3): the catalogue, the car open on the Car screen, and
/// its photo's load.
struct CarsState: Equatable {
    var cars: [Car]
    /// The row of the car open on the Car screen, if one is.
    var openRow: Int?
    /// Where the open car's photo stands.
    var photo: PhotoState = .none

    /// The car open on the Car screen, if one is.
    var openCar: Car? {
        guard let openRow, cars.indices.contains(openRow) else { return nil }
        return cars[openRow]
    }

    /// What the Car screen renders: the open car and its photo, so that a change elsewhere in
    /// the catalogue notifies it of nothing.
    var openCarScreen: OpenCarState { OpenCarState(car: openCar, photo: photo) }
}

/// The open car and its photo: the slice the Car screen selects.
///
/// - Complexity: O(1) to compare, where comparing ``CarsState`` compares the whole catalogue.
struct OpenCarState: Equatable {
    var car: Car?
    var photo: PhotoState
}

/// Where a car photo's load stands.
enum PhotoState: Equatable {
    case none
    case loading(URL)
    case loaded(byteCount: Int)
    case failed
}
