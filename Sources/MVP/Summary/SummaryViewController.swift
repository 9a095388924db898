import Domain
import Widgets

/// Summary's passive view: widgets, the forwarded tap, and the countries' rows the presenter
/// hands it.
final class SummaryViewController: Screen, SummaryView {
    private let presenter: SummaryPresenter
    private var rows: [CountryRow] = []

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(presenter: SummaryPresenter) {
        self.presenter = presenter
        super.init(title: "COVID-19")
        presenter.view = self
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
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
        self.rows = rows
        countriesTable.reloadData()
    }

    func showError(_ message: String) { toast.message = message }
    func hideError() { toast.message = nil }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].title)
    }
}
