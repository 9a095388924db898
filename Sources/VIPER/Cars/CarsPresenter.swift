import Domain

/// Cars' presenter (Docs/Contract.md §3): builds the rows' display items from the interactor's
/// catalogue, asks the router for Car, and passes its edits to the interactor.
///
/// Follows objc.io issue 13's `VTDListPresenter.m` and `VTDUpcomingDisplayDataCollector.m`:
/// entities in, display items out.
@MainActor
final class CarsPresenter {
    weak var view: (any CarsViewInput)?
    private let interactor: any CarsInteractorInput
    private let router: any CarsRouterInput

    init(interactor: any CarsInteractorInput, router: any CarsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// One row per car, in catalogue order: its title and its power.
    static func displayItems(for cars: [Car]) -> [CarDisplayItem] {
        cars.indices.map {
            CarDisplayItem(id: $0, title: CarFormatter.title(for: cars[$0]), detail: CarFormatter.power(for: cars[$0]))
        }
    }
}

extension CarsPresenter: CarsViewOutput {
    func viewDidLoad() { view?.showCars(Self.displayItems(for: interactor.cars)) }

    func rowSelected(at row: Int) {
        view?.deselectCar(at: row)
        guard let car = interactor.selectCar(at: row) else { return }
        router.showCar(car, output: self)
    }
}

extension CarsPresenter: CarsInteractorOutput {
    func carsDidChange(_ cars: [Car]) { view?.showCars(Self.displayItems(for: cars)) }
}

extension CarsPresenter: CarModuleOutput {
    func carModule(didChange car: Car) { interactor.updateSelectedCar(car) }
}
