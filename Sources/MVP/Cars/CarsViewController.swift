import Domain
import Widgets

/// Cars' passive view: the table shows the rows the presenter hands it; selections forwarded.
final class CarsViewController: Screen, CarsView {
    private let presenter: CarsPresenter
    private var rows: [CarRow] = []

    let carsTable = TableView(id: "cars")

    init(presenter: CarsPresenter) {
        self.presenter = presenter
        super.init(title: "Cars")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        presenter.viewDidLoad()
    }

    func showCars(_ rows: [CarRow]) {
        self.rows = rows
        carsTable.reloadData()
    }

    func deselectCar(at row: Int) { carsTable.deselectRow(at: row) }

    func showCar(with presenter: CarPresenter) {
        navigationController?.push(CarViewController(presenter: presenter))
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].title, detail: rows[row].detail)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
