import Domain
import Widgets

/// Cars' view: in `updateProperties()` it reads the cars and redraws the rows that differ from
/// those it drew last (after an edit on the Car screen, the one row edited).
final class CarsViewController: Screen {
    private let viewModel: CarsViewModel
    /// The cars the table shows: the view model's, as of the last update.
    private var rows: [Car] = []

    let carsTable = TableView(id: "cars")

    init(viewModel: CarsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
    }

    override func updateProperties() {
        let shown = rows
        rows = viewModel.cars
        carsTable.applyDifference(from: shown, to: rows)
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].titleText, detail: rows[row].horsepowerText)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let car = viewModel.makeCarViewModel(forRow: row) else { return }
        navigationController?.push(CarViewController(viewModel: car))
    }
}
