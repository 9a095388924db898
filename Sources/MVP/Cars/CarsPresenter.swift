import Domain

/// Cars' presenter (Docs/Contract.md §3): owns the catalogue, says what each row shows, and builds the
/// presenter of the Car screen it opens, whose edits come back here.
@MainActor
final class CarsPresenter {
    weak var view: (any CarsView)?
    private(set) var cars: [Car]
    private let imageLoader: any ImageLoading

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
    }

    var numberOfRows: Int { cars.count }

    /// What the row for the car at `row` shows; `row` is in `0 ..< numberOfRows`.
    func row(at row: Int) -> CarRow {
        let car = cars[row]
        return CarRow(title: car.displayTitle, detail: car.powerText)
    }

    func viewDidLoad() {
        view?.reloadCars()
    }

    func rowSelected(at row: Int) {
        view?.deselectCar(at: row)
        guard cars.indices.contains(row) else { return }
        let presenter = CarPresenter(car: cars[row], imageLoader: imageLoader) { [weak self] in
            self?.carChanged($0, at: row)
        }
        view?.showCar(with: presenter)
    }

    private func carChanged(_ car: Car, at row: Int) {
        guard cars.indices.contains(row) else { return }
        cars[row] = car
        view?.reloadCar(at: row)
    }
}
