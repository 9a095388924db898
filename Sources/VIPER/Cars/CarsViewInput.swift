/// What Cars' presenter tells its view. The view asks its output for the rows it draws.
@MainActor
protocol CarsViewInput: AnyObject {
    func reloadCars()
    func reloadCar(at row: Int)
    func deselectCar(at row: Int)
}
