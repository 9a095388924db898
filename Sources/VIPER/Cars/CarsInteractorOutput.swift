/// What Cars' interactor tells its presenter.
@MainActor
protocol CarsInteractorOutput: AnyObject {
    func didUpdateCar(at row: Int)
}
