import Domain
import Widgets

/// Summary's view: forwards the tap of Load, binds each output closure to its widget once, in
/// ``viewDidLoad()``, and is the table's data source for the rows its closure hands it.
final class SummaryViewController: Screen {
    private let viewModel: SummaryViewModel
    private var rows: [SummaryViewModel.Row] = []

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
        countriesTable.dataSource = self
        loadButton.addAction { [weak self] in self?.viewModel.loadButtonTapped() }
        bindViewModel()
        viewModel.ready()
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
            guard let self else { return }
            self.rows = rows
            countriesTable.reloadData()
        }
        viewModel.onErrorChange = { [weak self] in self?.toast.message = $0 }
    }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: rows[row].title)
    }
}
