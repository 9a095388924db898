import Domain
import Widgets

/// Cars' view: a table drawn from the view model; its change closure redraws the changed row.
final class CarsViewController: Screen {
    private let viewModel: CarsViewModel

    let carsTable = TableView(id: "cars")

    init(viewModel: CarsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        viewModel.carsDidChange = { [weak self] _, row in self?.carsTable.reloadRows(at: [row]) }
        carsTable.reloadData()
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        viewModel.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: viewModel.titleText(forRow: row), detail: viewModel.detailText(forRow: row))
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let car = viewModel.makeCarViewModel(forRow: row) else { return }
        navigationController?.push(CarViewController(viewModel: car))
    }
}
