import Domain
import Reactive
import Widgets

/// Cars' view: a table drawn from the view model's rows, one row redrawn per ``rowChanged``,
/// selections sent as actions, and the Car screen pushed on the view model's route.
final class CarsViewController: Screen {
    private let viewModel: CarsViewModel
    private var subscriptions = Set<AnyCancellable>()

    let carsTable = TableView(id: "cars")

    init(viewModel: CarsViewModel) {
        self.viewModel = viewModel
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        bind()
    }

    private func bind() {
        carsTable.reloadData()
        viewModel.rowChanged
            .sink { [weak self] in self?.carsTable.reloadRows(at: [$0]) }
            .store(in: &subscriptions)
        viewModel.route
            .sink { [weak self] route in
                switch route {
                case .car(let car): self?.navigationController?.push(CarViewController(viewModel: car))
                }
            }
            .store(in: &subscriptions)
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        viewModel.rows.value.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let content = viewModel.rows.value[row]
        return TableCell(title: content.title, detail: content.detail)
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        viewModel.action.send(.carSelected(row: row))
    }
}
