import Widgets

/// Summary's passive view: widgets, the forwarded tap, and the display data its output hands it.
final class SummaryViewController: Screen, SummaryViewInput {
    private let output: any SummaryViewOutput
    private var countries: [CountryDisplayItem] = []

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

    func show(_ displayData: SummaryDisplayData) {
        countries = displayData.countries
        countriesTable.reloadData()
        globalLabel.text = displayData.global
        globalLabel.isHidden = false
    }

    func showError(_ message: String) { toast.message = message }
    func hideError() { toast.message = nil }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        countries.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: countries[row].title)
    }
}
