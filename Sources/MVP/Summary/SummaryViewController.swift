import Widgets

/// Summary's passive view: widgets, the forwarded tap, and the countries' rows the presenter
/// hands it, shown through a diffable data source.
final class SummaryViewController: Screen, SummaryView {
    private enum Section: Hashable { case countries }

    private let presenter: SummaryPresenter

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    private lazy var dataSource = TableViewDiffableDataSource<Section, CountryRow>(tableView: countriesTable) { _, _, row in
        TableCell(title: row.title)
    }

    init(presenter: SummaryPresenter) {
        self.presenter = presenter
        super.init(title: "COVID-19")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        loadButton.addAction { [weak self] in self?.presenter.loadButtonTapped() }
    }

    func setLoadButtonEnabled(_ isEnabled: Bool) { loadButton.isEnabled = isEnabled }

    func setLoadingIndicatorAnimating(_ isAnimating: Bool) {
        if isAnimating {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func showGlobal(_ text: String) {
        globalLabel.text = text
        globalLabel.isHidden = false
    }

    func showCountries(_ rows: [CountryRow]) {
        var snapshot = DiffableDataSourceSnapshot<Section, CountryRow>()
        snapshot.appendSections([.countries])
        snapshot.appendItems(rows, toSection: .countries)
        // A response replaces the list whole, nothing in it is edited in place: the table is
        // reset to the snapshot, UIKit's call for a list replaced wholesale.
        dataSource.applySnapshotUsingReloadData(snapshot)
    }

    func showError(_ message: String) { toast.message = message }
    func hideError() { toast.message = nil }
}
