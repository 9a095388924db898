import Domain
import ReduxStore
import Widgets

/// Summary: dispatches the tap; renders the request's state from the store while visible.
final class SummaryViewController: Screen, StoreSubscriber {
    private let store: Store<AppState>
    /// The summary the label and table show, so a notification that did not change it costs no
    /// widget writes.
    private var renderedSummary: Summary?
    private var countries: [Country] { renderedSummary?.countries ?? [] }

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(store: Store<AppState>) {
        self.store = store
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
        loadButton.addAction { [weak self] in self?.store.dispatch(SummaryAction.loadButtonTapped) }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select(\.summary) }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state: SummaryState) {
        loadButton.isEnabled = !state.isLoading
        if state.isLoading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
        toast.message = state.error?.toastMessage
        // The last success changes only when a request succeeds; spinner-only changes skip it.
        guard let summary = state.lastSuccess, summary != renderedSummary else { return }
        renderedSummary = summary
        globalLabel.text = "Global: \(summary.global.newConfirmed) new cases, \(summary.global.newDeaths) new deaths"
        globalLabel.isHidden = false
        countriesTable.reloadData()
    }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { countries.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let country = countries[row]
        return TableCell(title: "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)")
    }
}
