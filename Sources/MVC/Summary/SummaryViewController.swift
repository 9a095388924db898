import Domain
import Widgets

/// Summary (Docs/Contract.md §4): loads the COVID-19 summary when the user taps Load and shows it.
///
/// MVC: the controller owns the model (the countries of the last success), starts the request,
/// writes the views when it ends, and is the table's data source. The screen starts empty: it
/// does not load by itself.
final class SummaryViewController: Screen {
    private let summaryService: any SummaryService
    private var countries: [Country] = []

    /// The request in flight, or `nil`. Tests await it.
    private(set) var loadTask: Task<Void, Never>?

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
        loadButton.addAction { [weak self] in self?.loadButtonTapped() }
    }

    private func loadButtonTapped() {
        toast.message = nil
        loadButton.isEnabled = false
        loadingIndicator.startAnimating()
        // Weak: a screen that is gone ignores the answer and is not kept alive waiting for it.
        loadTask = Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.requestDidSucceed(summary)
            } catch {
                self?.requestDidFail(error)
            }
        }
    }

    private func requestDidSucceed(_ summary: Summary) {
        countries = summary.countries
        countriesTable.reloadData()
        globalLabel.text = summary.global.headline
        globalLabel.isHidden = false
        requestDidEnd()
    }

    private func requestDidFail(_ error: SummaryError) {
        toast.message = error.message
        requestDidEnd()
    }

    private func requestDidEnd() {
        loadingIndicator.stopAnimating()
        loadButton.isEnabled = true
        loadTask = nil
    }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        countries.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: countries[row].rowTitle)
    }
}
