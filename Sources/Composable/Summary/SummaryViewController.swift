import ComposableEngine
import Domain
import Widgets

/// Summary: sends the tap; shows the request's state it observes, the rows only when the last
/// success changed.
final class SummaryViewController: Screen {
    private let store: StoreOf<SummaryFeature>
    private var tokens: Set<ObserveToken> = []
    private var countries: [Country] = []

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(store: StoreOf<SummaryFeature>) {
        self.store = store
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
        loadButton.addAction { [weak self] in self?.store.send(.loadButtonTapped) }
        observe { [weak self] in
            guard let self else { return }
            loadButton.isEnabled = !store.isLoading
            if store.isLoading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
            toast.message = store.toastMessage
        }
        .store(in: &tokens)
        observe { [weak self] in
            guard let self, let summary = store.lastSuccess else { return }
            globalLabel.text = "Global: \(summary.global.newConfirmed) new cases, \(summary.global.newDeaths) new deaths"
            globalLabel.isHidden = false
            countries = summary.countries
            countriesTable.reloadData()
        }
        .store(in: &tokens)
    }
}

extension SummaryViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { countries.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let country = countries[row]
        return TableCell(title: "\(country.country): \(country.newConfirmed) - Death: \(country.newDeaths)")
    }
}
