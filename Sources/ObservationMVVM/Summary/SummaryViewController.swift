import Domain
import Widgets

/// Summary's view: sets Load, the spinner, the global line and the toast in
/// `updateProperties()`, and redraws only the rows that differ from those it drew last.
final class SummaryViewController: Screen {
    private let viewModel: SummaryViewModel
    /// The rows the table shows: the view model's, as of the last update.
    private var countryTitles: [String] = []

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(viewModel: SummaryViewModel) {
        self.viewModel = viewModel
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
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
        let shown = countryTitles
        countryTitles = viewModel.countryTitles
        countriesTable.applyDifference(from: shown, to: countryTitles)
        toast.message = viewModel.errorText
    }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        countryTitles.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: countryTitles[row])
    }
}
