import Domain
import Widgets

/// Summary's view: forwards the tap of Load, and binds each output closure to its widget once,
/// in ``viewDidLoad()``; the rows go to the table's diffable data source, a snapshot of them
/// applied each time.
final class SummaryViewController: Screen {
    /// The countries table's one section.
    enum Section {
        case main
    }

    private let viewModel: SummaryViewModel
    private var dataSource: TableViewDiffableDataSource<Section, SummaryViewModel.Row>!

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global")
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(viewModel: SummaryViewModel) {
        self.viewModel = viewModel
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        configureDataSource()
        loadButton.addAction { [weak self] in self?.viewModel.loadButtonTapped() }
        bindViewModel()
        viewModel.ready()
    }

    private func configureDataSource() {
        dataSource = TableViewDiffableDataSource(tableView: countriesTable) { _, _, row in
            TableCell(title: row.title)
        }
    }

    private func bindViewModel() {
        viewModel.onLoadEnabledChange = { [weak self] in self?.loadButton.isEnabled = $0 }
        viewModel.onLoadingChange = { [weak self] isLoading in
            if isLoading {
                self?.loadingIndicator.startAnimating()
            } else {
                self?.loadingIndicator.stopAnimating()
            }
        }
        viewModel.onGlobalChange = { [weak self] in
            self?.globalLabel.text = $0
            self?.globalLabel.isHidden = $0 == nil
        }
        viewModel.onRowsChange = { [weak self] rows in
            var snapshot = DiffableDataSourceSnapshot<Section, SummaryViewModel.Row>()
            snapshot.appendSections([.main])
            snapshot.appendItems(rows)
            // A response replaces the list whole, nothing in it is edited in place: the table is
            // reset to the snapshot, UIKit's call for a list replaced wholesale.
            self?.dataSource.applySnapshotUsingReloadData(snapshot)
        }
        viewModel.onErrorChange = { [weak self] in self?.toast.message = $0 }
    }
}
