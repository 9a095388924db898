import Widgets

/// Cars' passive view: the table shows the items its output hands it; selections forwarded.
final class CarsViewController: Screen, CarsViewInput {
    private let output: any CarsViewOutput
    private var items: [CarDisplayItem] = []

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

    func showCars(_ items: [CarDisplayItem]) {
        self.items = items
        carsTable.reloadData()
    }

    func deselectCar(at row: Int) { carsTable.deselectRow(at: row) }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: items[row].title, detail: items[row].detail)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        output.carSelected(at: row)
    }
}
