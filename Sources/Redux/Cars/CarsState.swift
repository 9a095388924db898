import Domain
import Foundation

/// Cars' sub-state (Docs/Contract.md §3): the catalogue, the car open on the Car screen, and its
/// photo's load, after ReSwift's `Docs/State.md`. The photo is kept as where its load stands,
/// not as the image, as the Getting Started Guide's "Derived State" keeps a URL for a `UIImage`.
struct CarsState: Equatable {
    var cars: [Car]
    /// The row of the car open on the Car screen, if one is.
    var openRow: Int?
    /// Where the open car's photo stands.
    var photo = CarPhoto.none

    /// The car open on the Car screen, if one is.
    var openCar: Car? {
        guard let openRow, cars.indices.contains(openRow) else { return nil }
        return cars[openRow]
    }

    /// The URL whose load the state waits for: the open car's photo URL while its photo is
    /// loading, else `nil`. The middleware loads it, and the reducer takes a load's answer only
    /// for it, so a late answer for a car the user left changes nothing.
    var loadingPhotoURL: URL? {
        photo == .loading ? openCar?.photoURL : nil
    }
}
