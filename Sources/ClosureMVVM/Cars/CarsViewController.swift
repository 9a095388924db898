import Domain
import Widgets

/// Cars' view: the table's data source, showing the rows its output closure hands it, and the
/// screen that opens a selected car.
final class CarsViewController: Screen {
    private let viewModel: CarsViewModel
    private var rows: [CarsViewModel.Row] = []

    let carsTable = TableView(id: "cars")

    init(viewModel: CarsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        bindViewModel()
        viewModel.ready()
    }

    private func bindViewModel() {
        viewModel.onRowsChange = { [weak self] rows in
            guard let self else { return }
            self.rows = rows
            carsTable.reloadData()
        }
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].title, detail: rows[row].detail)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let car = viewModel.makeCarViewModel(forRow: row) else { return }
        navigationController?.push(CarViewController(viewModel: car))
    }
}
