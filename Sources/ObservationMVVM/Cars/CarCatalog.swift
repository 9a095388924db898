import Domain
import Observation

/// The cars, as one observed model that the Cars screen and the Car screen share: the Car
/// screen's view model edits its car here, and both screens read it, so the list shows an edit
/// without being told of it.
///
/// The shared model of Apple's "Updating views automatically with observation tracking"
/// (UIKit): an `@Observable` object that several view controllers read in
/// `updateProperties()`; a change of it updates each of them on its next update pass.
@Observable
@MainActor
final class CarCatalog {
    /// The cars, in catalogue order.
    var cars: [Car]

    /// - Parameter cars: The cars the app starts with.
    init(cars: [Car]) {
        self.cars = cars
    }
}
