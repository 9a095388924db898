import Domain
import Widgets

/// Cars' view: shows the rows its output closure hands it through the table's diffable data
/// source, a snapshot of them applied each time, and opens a selected car.
final class CarsViewController: Screen {
    /// The table's one section.
    enum Section {
        case main
    }

    private let viewModel: CarsViewModel
    private var dataSource: TableViewDiffableDataSource<Section, CarsViewModel.Row>!

    let carsTable = TableView(id: "cars")

    init(viewModel: CarsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        configureDataSource()
        carsTable.delegate = self
        bindViewModel()
        viewModel.ready()
    }

    private func configureDataSource() {
        dataSource = TableViewDiffableDataSource(tableView: carsTable) { _, _, row in
            TableCell(title: row.title, detail: row.detail)
        }
    }

    private func bindViewModel() {
        viewModel.onRowsChange = { [weak self] rows in
            var snapshot = DiffableDataSourceSnapshot<Section, CarsViewModel.Row>()
            snapshot.appendSections([.main])
            snapshot.appendItems(rows)
            self?.dataSource.apply(snapshot)
        }
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let item = dataSource.itemIdentifier(forRow: row), let editor = viewModel.makeCarViewModel(id: item.id)
        else { return }
        navigationController?.push(CarViewController(viewModel: editor))
    }
}
