import Domain
import Foundation

/// Cars' slice of the app state (Docs/Contract.md §3): the catalogue, the car open on the Car screen, and
/// its photo's load.
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

    /// What the Car screen renders: the open car and its photo, so that a change elsewhere in
    /// the catalogue notifies it of nothing.
    var openCarScreen: OpenCarState { OpenCarState(car: openCar, photo: photo) }
}

/// The open car and its photo: the slice the Car screen selects.
///
/// - Complexity: O(1) to compare, where comparing ``CarsState`` compares the whole catalogue.
struct OpenCarState: Equatable {
    var car: Car?
    var photo: CarPhoto
}
