import Domain
import Reactive
import Widgets

/// Cars' view: keeps the view model's latest rows for the table, redraws one row per
/// ``CarsViewModelOutputs/rowChanged``, sends selections to the inputs, and pushes the Car
/// screen on the view model's route.
final class CarsViewController: Screen {
    private let viewModel: any CarsViewModelType
    private var subscriptions = Set<AnyCancellable>()
    /// The rows the table draws from: the view model's latest rows.
    private var rows: [CarRow] = []

    let carsTable = TableView(id: "cars")

    init(viewModel: any CarsViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.rows
            .sink { [weak self] in self?.rows = $0 }
            .store(in: &subscriptions)
        // The output replayed the rows; draw them once, then follow the changes.
        carsTable.reloadData()
        outputs.rowChanged
            .sink { [weak self] in self?.carsTable.reloadRows(at: [$0]) }
            .store(in: &subscriptions)
        outputs.route
            .sink { [weak self] route in
                switch route {
                case .car(let car): self?.navigationController?.push(CarViewController(viewModel: car))
                }
            }
            .store(in: &subscriptions)
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
        tableView.deselectRow(at: row)
        viewModel.inputs.rowSelected(at: row)
    }
}
