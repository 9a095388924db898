import Widgets

/// Cars' passive view: the table shows the rows the presenter hands it, through a diffable data
/// source; selections forwarded.
final class CarsViewController: Screen, CarsView {
    private enum Section: Hashable { case cars }

    private let presenter: CarsPresenter

    let carsTable = TableView(id: "cars")

    private lazy var dataSource = TableViewDiffableDataSource<Section, CarRow>(tableView: carsTable) { _, _, row in
        TableCell(title: row.title, detail: row.detail)
    }

    init(presenter: CarsPresenter) {
        self.presenter = presenter
        super.init(title: "Cars")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.delegate = self
        presenter.viewDidLoad()
    }

    func showCars(_ rows: [CarRow]) {
        var snapshot = DiffableDataSourceSnapshot<Section, CarRow>()
        snapshot.appendSections([.cars])
        snapshot.appendItems(rows, toSection: .cars)
        dataSource.apply(snapshot)
    }

    func deselectCar(at row: Int) { carsTable.deselectRow(at: row) }

    func showCar(with presenter: CarPresenter) {
        navigationController?.push(CarViewController(presenter: presenter))
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
