import Domain
import Reactive
import Widgets

/// Cars' view: binds the view model's rows to its table through a diffable data source
/// (RxDataSources' `items(dataSource:)`, ``Publisher/items(dataSource:reloading:)``), sends
/// selections to the inputs, and pushes the Car screen on the view model's route.
final class CarsViewController: Screen {
    private let viewModel: any CarsViewModelType
    private var subscriptions = Set<AnyCancellable>()
    private var dataSource: TableViewDiffableDataSource<TableSection, CarRow>!

    let carsTable = TableView(id: "cars")

    init(viewModel: any CarsViewModelType) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        dataSource = TableViewDiffableDataSource(tableView: carsTable) { _, _, row in
            TableCell(title: row.title, detail: row.detail)
        }
        carsTable.delegate = self
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.rows.items(dataSource: dataSource).store(in: &subscriptions)
        outputs.route
            .sink { [weak self] route in
                switch route {
                case .car(let car): self?.navigationController?.push(CarViewController(viewModel: car))
                }
            }
            .store(in: &subscriptions)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        viewModel.inputs.rowSelected(at: row)
    }
}
