import Domain
import Widgets

/// Summary (Docs/Contract.md §4): loads the COVID-19 summary when the user taps Load and shows
/// it.
///
/// MVC: the controller owns the model (whether a request is in flight, the last success, the
/// last failure), starts the request, and writes the whole screen from that model in
/// ``updateViews()``, its texts included, as kntkymt's `Fat` search controller
/// (`ArchitectureSamples/Fat/Fat/UI/RepositorySearch/RepositorySearchViewController.swift`)
/// runs its request in a `Task` and turns the error into its own title and message. The screen
/// starts empty: it does not load by itself.
final class SummaryViewController: Screen {
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

    private let summaryService: any SummaryService
    private var isLoading = false
    /// The last success, kept while later requests run and fail.
    private var summary: Summary?
    /// The last failure, until the next tap of Load.
    private var error: SummaryError?
    private var dataSource: TableViewDiffableDataSource<Section, Item>!

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global")
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(summaryService: any SummaryService) {
        self.summaryService = summaryService
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        configureDataSource()
        loadButton.addAction { [weak self] in self?.loadButtonTapped() }
        updateViews()
    }

    /// A country's row is seed 003's cell text: "COUNTRY: NEW_CONFIRMED - Death: NEW_DEATHS".
    private func configureDataSource() {
        dataSource = TableViewDiffableDataSource(tableView: countriesTable) { _, _, item in
            TableCell(title: "\(item.country.country): \(item.country.newConfirmed) - Death: \(item.country.newDeaths)")
        }
    }

    /// Writes the screen: Load disabled and the spinner running while a request is in flight,
    /// the global line and the rows of the last success, and the last failure's message.
    private func updateViews() {
        loadButton.isEnabled = !isLoading
        if isLoading {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        globalLabel.text = summary.map { "Global: \($0.global.newConfirmed) new cases, \($0.global.newDeaths) new deaths" }
        globalLabel.isHidden = summary == nil
        var snapshot = DiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems((summary?.countries ?? []).enumerated().map { Item(row: $0.offset, country: $0.element) })
        // Each update resets the table to the model's snapshot, as `reloadData()` would: the
        // countries are replaced whole by a response, never edited in place.
        dataSource.applySnapshotUsingReloadData(snapshot)
        toast.message = error.map(Self.message(for:))
    }

    private func loadButtonTapped() {
        isLoading = true
        error = nil
        updateViews()
        // Weak: a screen that is gone ignores the answer and is not kept alive waiting for it.
        Task { [weak self, summaryService] in
            do throws(SummaryError) {
                let summary = try await summaryService.fetchSummary()
                self?.requestDidSucceed(summary)
            } catch {
                self?.requestDidFail(error)
            }
        }
    }

    private func requestDidSucceed(_ summary: Summary) {
        self.summary = summary
        isLoading = false
        updateViews()
    }

    private func requestDidFail(_ error: SummaryError) {
        self.error = error
        isLoading = false
        updateViews()
    }

    /// The toast's text for a failed request (Docs/Contract.md §4).
    private static func message(for error: SummaryError) -> String {
        switch error {
        case .unreachable: "Could not reach the server"
        case .serverError(let statusCode): "Server error (HTTP \(statusCode))"
        case .serverMessage(let message): message
        case .unexpectedResponse: "Unexpected response from the server"
        }
    }
}
