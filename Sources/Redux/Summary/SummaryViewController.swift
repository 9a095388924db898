import Domain
import ReduxStore
import Widgets

/// Summary: dispatches the tap; renders the request's state from the store while visible.
///
/// A ReSwift `StoreSubscriber` view controller (ReSwift's `Docs/Getting Started Guide.md`,
/// "Example With Filtered Subscriptions"): it selects the Summary sub-state, `Equatable`, and
/// writes the whole screen from each new one, the countries as its table's snapshot.
final class SummaryViewController: Screen, StoreSubscriber {
    /// The countries table's one section.
    enum Section {
        case main
    }

    /// A row's item: the country and its place in the response, which tells two equal entries
    /// apart.
    struct Item: Hashable {
        var row: Int
        var country: Country
    }

    private let store: Store<AppState>
    private var dataSource: TableViewDiffableDataSource<Section, Item>!

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
        // A country's row is seed 003's cell text: "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS".
        dataSource = TableViewDiffableDataSource(tableView: countriesTable) { _, _, item in
            TableCell(title: "\(item.country.country): \(item.country.newConfirmed) - Death: \(item.country.newDeaths)")
        }
        loadButton.addAction { [weak self] in self?.store.dispatch(SummaryAction.loadButtonTapped) }
    }

    override func viewWillAppear() {
        store.subscribe(self) { $0.select { $0.summary } }
    }

    override func viewWillDisappear() {
        store.unsubscribe(self)
    }

    func newState(state: SummaryState) {
        loadButton.isEnabled = !state.isLoading
        if state.isLoading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
        globalLabel.text = state.lastSuccess.map {
            "Global: \($0.global.newConfirmed) new cases, \($0.global.newDeaths) new deaths"
        }
        globalLabel.isHidden = state.lastSuccess == nil
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(
            (state.lastSuccess?.countries ?? []).enumerated().map { Item(row: $0.offset, country: $0.element) })
        // The countries are replaced whole by a response, never edited in place: the table is
        // reset to the snapshot, as `reloadData()` would.
        dataSource.applySnapshotUsingReloadData(snapshot)
        toast.message = state.error?.toastMessage
    }
}
