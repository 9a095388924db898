import Domain
import Widgets

/// Cars (Docs/Contract.md §3): the catalogue as a table, one row per car; selecting a row opens
/// the car.
///
/// MVC: the controller holds the model (`cars`), formats each row in its data source's cell
/// provider as the Car screen titles the car, and hears back from the Car screen it pushes
/// through its delegate protocol. After every change ``updateViews()`` builds a snapshot of the
/// catalogue and applies it.
final class CarsViewController: Screen {
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

    private var cars: [Car]
    private let imageLoader: any ImageLoading
    /// The row of the car open on the Car screen, if one is.
    private var editedRow: Int?
    private var dataSource: TableViewDiffableDataSource<Section, Item>!

    let carsTable = TableView(id: "cars")

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        configureDataSource()
        carsTable.delegate = self
        updateViews()
    }

    private func configureDataSource() {
        dataSource = TableViewDiffableDataSource(tableView: carsTable) { _, _, item in
            TableCell(title: CarViewController.title(of: item.car), detail: CarViewController.powerText(of: item.car))
        }
    }

    /// Shows the catalogue, in its order, as the table's snapshot.
    private func updateViews() {
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
        editedRow = item.row
        let controller = CarViewController(car: item.car, imageLoader: imageLoader)
        controller.delegate = self
        navigationController?.push(controller)
    }
}

extension CarsViewController: CarViewControllerDelegate {
    func carViewController(_ controller: CarViewController, didChange car: Car) {
        guard let row = editedRow, cars.indices.contains(row) else { return }
        cars[row] = car
        updateViews()
    }
}
