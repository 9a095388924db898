import Domain
import ReduxStore
import Widgets

/// Cars: renders the catalogue it selects from the store while it is visible; a row selection
/// is dispatched, then the Car screen opens.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`,
/// "Example With Filtered Subscriptions"): it selects the cars, an `Equatable` sub-state, and
/// shows each new catalogue as its table's snapshot.
final class CarsViewController: Screen, StoreSubscriber {
    /// The table's one section.
    enum Section {
        case main
    }

    /// A row's item: the car and its place in the catalogue. A car has no id of its own; its
    /// place tells two equal cars apart, and its value makes an edited car a new item, drawn
    /// again.
    struct Item: Hashable {
        var row: Int
        var car: Car
    }

    private let store: Store<AppState>
    private var dataSource: TableViewDiffableDataSource<Section, Item>!

    let carsTable = TableView(id: "cars")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        dataSource = TableViewDiffableDataSource(tableView: carsTable) { _, _, item in
            TableCell(title: item.car.titleText, detail: item.car.horsepowerText)
        }
        carsTable.delegate = self
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select { $0.cars.cars } }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    /// Shows the catalogue, in its order, as the table's snapshot.
    func newState(state cars: [Car]) {
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(cars.enumerated().map { Item(row: $0.offset, car: $0.element) })
        dataSource.apply(snapshot)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let item = dataSource.itemIdentifier(forRow: row) else { return }
        store.dispatch(CarsAction.rowSelected(row: item.row))
        navigationController?.push(CarViewController(store: store))
    }
}
