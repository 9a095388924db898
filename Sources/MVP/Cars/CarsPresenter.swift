import Domain

/// Cars' presenter (Docs/Contract.md §3): owns the catalogue, writes what each row shows, and builds
/// the presenter of the Car screen it opens, whose edits come back here.
///
/// Follows kntkymt/ArchitectureSamples `MVP/UI/RepositorySearch/RepositorySearchPresenter.swift`:
/// the view forwards the selection, the presenter decides what opens.
@MainActor
final class CarsPresenter {
    weak var view: (any CarsView)?
    private var cars: [Car]
    private let imageLoader: any ImageLoading

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
    }

    func viewDidLoad() {
        updateView()
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
        updateView()
    }

    /// Hands the view every row: the car's title and its power, in catalogue order.
    private func updateView() {
        view?.showCars(
            cars.indices.map {
                CarRow(id: $0, title: CarFormatter.title(for: cars[$0]), detail: CarFormatter.power(for: cars[$0]))
            }
        )
    }
}
