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
}

/// Where a car photo's load stands.
enum PhotoState: Equatable {
    case none
    case loading(URL)
    case loaded(byteCount: Int)
    case failed
}
