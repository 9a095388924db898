import ComposableEngine
import Domain
import Widgets

/// Cars: shows the catalogue it observes, sends the row selected; pushes Car while it is
/// presented.
final class CarsViewController: Screen {
    private let store: StoreOf<CarsFeature>
    private var tokens: Set<ObserveToken> = []
    private var cars: [Car] = []

    let carsTable = TableView(id: "cars")

    init(store: StoreOf<CarsFeature>) {
        self.store = store
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        observe { [weak self] in
            guard let self else { return }
            let cars = store.cars
            let changedRows = cars.count == self.cars.count ? cars.indices.filter { cars[$0] != self.cars[$0] } : nil
            self.cars = cars
            if let changedRows { carsTable.reloadRows(at: changedRows) } else { carsTable.reloadData() }
        }
        .store(in: &tokens)
        navigationDestination(
            item: { [store] in store.scope(state: \.car, action: \.car) },
            dismiss: { [store] in store.send(.car(.dismiss)) },
            destination: { CarViewController(store: $0) }
        )
        .store(in: &tokens)
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { cars.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: cars[row].titleText, detail: cars[row].horsepowerText)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        store.send(.rowSelected(row))
    }
}
