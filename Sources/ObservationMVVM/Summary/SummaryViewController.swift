import Domain
import Widgets

/// Summary's view: sets Load, the spinner, the global line, the countries and the toast in
/// `updateProperties()`, as Apple's UIKit guide "Updating views automatically with observation
/// tracking" does, the countries applied as a diffable snapshot that resets the table.
final class SummaryViewController: Screen {
    /// The countries table's one section.
    enum Section {
        case main
    }

    private let viewModel: SummaryViewModel

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    private lazy var dataSource = TableViewDiffableDataSource<Section, SummaryViewModel.CountryRow>(
        tableView: countriesTable
    ) { _, _, row in
        TableCell(title: row.title)
    }

    init(viewModel: SummaryViewModel) {
        self.viewModel = viewModel
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        loadButton.addAction { [weak self] in self?.viewModel.loadButtonTapped() }
    }

    override func updateProperties() {
        loadButton.isEnabled = viewModel.loadButtonIsEnabled
        if viewModel.loadingIndicatorIsAnimating {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        globalLabel.text = viewModel.globalText
        globalLabel.isHidden = viewModel.globalLabelIsHidden
        var snapshot = DiffableDataSourceSnapshot<Section, SummaryViewModel.CountryRow>()
        snapshot.appendSections([.main])
        snapshot.appendItems(viewModel.countryRows)
        // A response replaces the list whole, nothing in it is edited in place: the table is
        // reset to the snapshot, UIKit's call for a list replaced wholesale.
        dataSource.applySnapshotUsingReloadData(snapshot)
        toast.message = viewModel.errorText
    }
}
