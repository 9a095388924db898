import Widgets

/// Summary's passive view: widgets, the forwarded tap, and the display data its output hands it,
/// the countries shown through a diffable data source.
final class SummaryViewController: Screen, SummaryViewInput {
    private enum Section: Hashable { case countries }

    private let output: any SummaryViewOutput

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    private lazy var dataSource = TableViewDiffableDataSource<Section, CountryDisplayItem>(tableView: countriesTable) {
        _, _, item in TableCell(title: item.title)
    }

    init(output: any SummaryViewOutput) {
        self.output = output
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        loadButton.addAction { [weak self] in self?.output.loadButtonTapped() }
    }

    func setLoadButtonEnabled(_ isEnabled: Bool) { loadButton.isEnabled = isEnabled }

    func setLoadingIndicatorAnimating(_ isAnimating: Bool) {
        if isAnimating {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func show(_ displayData: SummaryDisplayData) {
        var snapshot = DiffableDataSourceSnapshot<Section, CountryDisplayItem>()
        snapshot.appendSections([.countries])
        snapshot.appendItems(displayData.countries, toSection: .countries)
        // A response replaces the list whole, nothing in it is edited in place: the table is
        // reset to the snapshot, UIKit's call for a list replaced wholesale.
        dataSource.applySnapshotUsingReloadData(snapshot)
        globalLabel.text = displayData.global
        globalLabel.isHidden = false
    }

    func showError(_ message: String) { toast.message = message }
    func hideError() { toast.message = nil }
}
