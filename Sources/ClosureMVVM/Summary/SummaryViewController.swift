import Domain
import Widgets

/// Summary's view: binds its widgets to the view model's change closures and draws the table
/// from the view model's rows.
final class SummaryViewController: Screen {
    private let viewModel: SummaryViewModel

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
        viewModel.stateDidChange = { [weak self] in self?.bindState($0) }
        viewModel.summaryDidChange = { [weak self] in self?.bindSummary($0) }
        bindState(viewModel)
        bindSummary(viewModel)
    }

    private func bindState(_ viewModel: SummaryViewModel) {
        loadButton.isEnabled = viewModel.loadButtonIsEnabled
        if viewModel.loadingIndicatorIsAnimating {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        toast.message = viewModel.errorText
    }

    private func bindSummary(_ viewModel: SummaryViewModel) {
        globalLabel.text = viewModel.globalText
        globalLabel.isHidden = viewModel.globalLabelIsHidden
        countriesTable.reloadData()
    }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        viewModel.countryTitles.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: viewModel.countryTitles[row])
    }
}
