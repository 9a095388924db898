import Widgets

/// Cars' passive view: the table shows the items its output hands it, through a diffable data
/// source; selections forwarded.
final class CarsViewController: Screen, CarsViewInput {
    private enum Section: Hashable { case cars }

    private let output: any CarsViewOutput

    let carsTable = TableView(id: "cars")

    private lazy var dataSource = TableViewDiffableDataSource<Section, CarDisplayItem>(tableView: carsTable) { _, _, item in
        TableCell(title: item.title, detail: item.detail)
    }

    init(output: any CarsViewOutput) {
        self.output = output
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.delegate = self
        output.viewDidLoad()
    }

    func showCars(_ items: [CarDisplayItem]) {
        var snapshot = DiffableDataSourceSnapshot<Section, CarDisplayItem>()
        snapshot.appendSections([.cars])
        snapshot.appendItems(items, toSection: .cars)
        dataSource.apply(snapshot)
    }

    func deselectCar(at row: Int) { carsTable.deselectRow(at: row) }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.rowSelected(at: row)
    }
}
