import Domain
import Widgets

/// Cars, by hand: the table reads the array; the Car screen reports each change, which
/// redraws one row.
final class DirectCarsScreen: Screen, TableViewDataSource, TableViewDelegate {
    private var cars: [Car]
    private let imageLoader: any ImageLoading
    private let carsTable = TableView(id: "cars")

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars
        self.imageLoader = imageLoader
        super.init(title: "Cars")
    }

    override func viewDidLoad() {
        add(carsTable)
        carsTable.dataSource = self
        carsTable.delegate = self
        carsTable.reloadData()
    }

    func numberOfRows(in tableView: TableView) -> Int { cars.count }

    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableCell {
        TableCell(title: DirectCarScreen.titleText(for: cars[row]), detail: DirectCarScreen.horsepowerText(for: cars[row]))
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        tableView.deselectRow(at: row)
        guard cars.indices.contains(row) else { return }
        let screen = DirectCarScreen(car: cars[row], imageLoader: imageLoader) { [weak self] car in
            guard let self, cars.indices.contains(row) else { return }
            cars[row] = car
            carsTable.reloadRows(at: [row])
        }
        navigationController?.push(screen)
    }
}
