import Domain
import Reactive
import Widgets

/// Summary's view: sends its tap to the view model's inputs and binds every widget to one of
/// its outputs. It decides nothing; its subscriptions live and die with it.
final class SummaryViewController: Screen {
    private let viewModel: any SummaryViewModelType
    private var subscriptions = Set<AnyCancellable>()
    /// The rows last published, for the table's data source.
    private var countryTitles: [String] = []

    let loadButton = Button(id: "load", title: "Load")
    let loadingIndicator = ActivityIndicator(id: "loading")
    let globalLabel = Label(id: "global", isHidden: true)
    let countriesTable = TableView(id: "countries")
    let toast = Toast(id: "toast")

    init(viewModel: any SummaryViewModelType) {
        self.viewModel = viewModel
        super.init(title: "COVID-19")
    }

    override func viewDidLoad() {
        add(loadButton, loadingIndicator, globalLabel, countriesTable, toast)
        countriesTable.dataSource = self
        loadButton.addAction { [weak self] in self?.viewModel.inputs.loadButtonTapped() }
        bind()
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.loadButtonIsEnabled.assign(to: \.isEnabled, on: loadButton).store(in: &subscriptions)
        outputs.loadingIndicatorIsAnimating
            .sink { [loadingIndicator] isAnimating in
                if isAnimating { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
            }
            .store(in: &subscriptions)
        outputs.globalText.bindText(to: globalLabel).store(in: &subscriptions)
        outputs.globalLabelIsHidden.assign(to: \.isHidden, on: globalLabel).store(in: &subscriptions)
        outputs.countryTitles
            .sink { [weak self] titles in
                self?.countryTitles = titles
                self?.countriesTable.reloadData()
            }
            .store(in: &subscriptions)
        outputs.toastMessage.assign(to: \.message, on: toast).store(in: &subscriptions)
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
