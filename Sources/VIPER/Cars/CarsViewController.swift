import Widgets

/// Cars' passive view: the table, drawn from what its output says, selections forwarded.
final class CarsViewController: Screen, CarsViewInput {
    private let output: any CarsViewOutput

    let carsTable = TableView(id: "cars")

    init(output: any CarsViewOutput) {
        self.output = output
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        output.viewDidLoad()
    }

    func reloadCars() { carsTable.reloadData() }
    func reloadCar(at row: Int) { carsTable.reloadRows(at: [row]) }
    func deselectCar(at row: Int) { carsTable.deselectRow(at: row) }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        output.numberOfCars
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let content = output.row(at: row)
        return TableCell(title: content.title, detail: content.detail)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.carSelected(at: row)
    }
}
