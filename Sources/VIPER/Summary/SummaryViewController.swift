import Widgets

/// Summary's passive view: widgets, the forwarded tap, and a table data source that asks its
/// output for the rows.
final class SummaryViewController: Screen, SummaryViewInput {
    private let output: any SummaryViewOutput

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(output: any SummaryViewOutput) {
        self.output = output
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
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

    func showGlobal(_ text: String) {
        globalLabel.text = text
        globalLabel.isHidden = false
    }

    func reloadCountries() { countriesTable.reloadData() }
    func showError(_ message: String) { toast.message = message }
    func hideError() { toast.message = nil }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        output.numberOfCountries
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: output.countryTitle(at: row))
    }
}
