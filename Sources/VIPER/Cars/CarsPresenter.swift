import Domain

/// Cars' presenter (Docs/Contract.md §3): formats the rows, asks the router for Car, and passes its edits
/// to the interactor.
@MainActor
final class CarsPresenter {
    weak var view: (any CarsViewInput)?
    private let interactor: any CarsInteractorInput
    private let router: any CarsRouterInput

    init(interactor: any CarsInteractorInput, router: any CarsRouterInput) {
        self.interactor = interactor
        self.router = router
    }
}

extension CarsPresenter: CarsViewOutput {
    var numberOfCars: Int { interactor.cars.count }

    func row(at row: Int) -> CarRow {
        let car = interactor.cars[row]
        return CarRow(title: car.displayTitle, detail: car.powerText)
    }

    func viewDidLoad() { view?.reloadCars() }

    func carSelected(at row: Int) {
        view?.deselectCar(at: row)
        guard let car = interactor.selectCar(at: row) else { return }
        router.showCar(car, output: self)
    }
}

extension CarsPresenter: CarsInteractorOutput {
    func didUpdateCar(at row: Int) { view?.reloadCar(at: row) }
}

extension CarsPresenter: CarModuleOutput {
    func carModule(didChange car: Car) { interactor.updateSelectedCar(car) }
}
