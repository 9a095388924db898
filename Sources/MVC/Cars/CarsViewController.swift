import Domain
import Widgets

/// Cars (Docs/Contract.md §3): the catalogue as a table, one row per car; selecting a row opens
/// the car.
///
/// MVC: the controller holds the model (`cars`), is its table's data source and delegate,
/// formats each row as the Car screen titles the car, and hears back from the Car screen it
/// pushes through its delegate protocol.
final class CarsViewController: Screen {
    private(set) var cars: [Car]
    private let imageLoader: any ImageLoading
    /// The row of the car open on the Car screen, if one is.
    private var editedRow: Int?

    let carsTable = TableView(id: "cars")

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        updateViews()
    }

    /// Shows the catalogue in the table.
    private func updateViews() {
        carsTable.reloadData()
    }
}

extension CarsViewController: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int {
        cars.count
    }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        let car = cars[row]
        return TableCell(title: CarViewController.title(of: car), detail: CarViewController.powerText(of: car))
    }
}

extension CarsViewController: TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard cars.indices.contains(row) else { return }
        editedRow = row
        let controller = CarViewController(car: cars[row], imageLoader: imageLoader)
        controller.delegate = self
        navigationController?.push(controller)
    }
}

extension CarsViewController: CarViewControllerDelegate {
    func carViewController(_ controller: CarViewController, didChange car: Car) {
        guard let row = editedRow, cars.indices.contains(row) else { return }
        cars[row] = car
        updateViews()
    }
}
