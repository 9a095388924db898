import Domain
import ReduxStore
import Widgets

/// Cars: renders the catalogue it selects from the store while it is visible; a row selection
/// is dispatched, then the Car screen opens.
final class CarsViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    private var cars: [Car] = []

    let carsTable = TableView(id: "cars")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select(\.cars.cars) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state cars: [Car]) {
        self.cars = cars
        carsTable.reloadData()
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
        guard cars.indices.contains(row) else { return }
        store.dispatch(CarsAction.rowSelected(row: row))
        navigationController?.push(CarViewController(store: store))
    }
}
