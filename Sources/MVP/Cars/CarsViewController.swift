import Domain
import Widgets

/// Cars' passive view: the table, drawn from what the presenter says, selections forwarded.
final class CarsViewController: Screen, CarsView {
    private let presenter: CarsPresenter

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

    func reloadCars() { carsTable.reloadData() }
    func reloadCar(at row: Int) { carsTable.reloadRows(at: [row]) }
    func deselectCar(at row: Int) { carsTable.deselectRow(at: row) }

    func showCar(with presenter: CarPresenter) {
        navigationController?.push(CarViewController(presenter: presenter))
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let content = presenter.row(at: row)
        return TableCell(title: content.title, detail: content.detail)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        presenter.rowSelected(at: row)
    }
}
