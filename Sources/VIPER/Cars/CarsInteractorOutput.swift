import Domain

/// What Cars' interactor tells its presenter.
@MainActor
protocol CarsInteractorOutput: AnyObject {
    /// The catalogue took an edit; `cars` is the catalogue now, in order.
    func carsDidChange(_ cars: [Car])
}
