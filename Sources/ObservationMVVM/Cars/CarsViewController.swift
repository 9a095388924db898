import Domain
import Widgets

/// Cars' view: in `updateProperties()` it reads the view model's rows and applies them to the
/// table as a diffable snapshot; a selected row opens the car.
///
/// Apple's UIKit guide "Updating views automatically with observation tracking" with Apple's
/// diffable data source: the rows are read where they are tracked, and the data source works
/// out which rows changed (after an edit on the Car screen, the one row edited).
final class CarsViewController: Screen {
    /// The table's one section.
    enum Section {
        case main
    }

    private let viewModel: CarsViewModel

    let carsTable = TableView(id: "cars")

    private lazy var dataSource = TableViewDiffableDataSource<Section, CarsViewModel.Row>(tableView: carsTable) {
        _, _, row in
        TableCell(title: row.title, detail: row.detail)
    }

    init(viewModel: CarsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.delegate = self
    }

    override func updateProperties() {
        var snapshot = DiffableDataSourceSnapshot<Section, CarsViewModel.Row>()
        snapshot.appendSections([.main])
        snapshot.appendItems(viewModel.rows)
        dataSource.apply(snapshot)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard let item = dataSource.itemIdentifier(forRow: row), let car = viewModel.makeCarViewModel(id: item.id)
        else { return }
        navigationController?.push(CarViewController(viewModel: car))
    }
}
