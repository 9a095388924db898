/// What Cars' presenter asks of its view. The view asks the presenter for the rows it draws.
@MainActor
protocol CarsView: AnyObject {
    func reloadCars()
    func reloadCar(at row: Int)
    func deselectCar(at row: Int)
    func showCar(with presenter: CarPresenter)
}

/// What one row of Cars shows, as the presenter decided it.
struct CarRow: Hashable {
    let title: String
    let detail: String
}
