import Domain
import Reactive

/// The events Cars' view sends (Kickstarter's inputs).
@MainActor
protocol CarsViewModelInputs {
    /// The user selected a row: the view model routes to its Car screen.
    func rowSelected(at row: Int)
}

/// What Cars' view shows (Kickstarter's outputs).
///
/// - Note: Every edit sets ``rows`` first and then sends the changed row on ``rowChanged``, so
///   a view reading its rows from ``rows`` can redraw that one row as it arrives.
@MainActor
protocol CarsViewModelOutputs {
    /// What each row shows, in list order: now, and after each edit.
    var rows: AnyPublisher<[CarRow], Never> { get }
    /// The index of a row whose content changed, right after ``rows`` took it.
    var rowChanged: AnyPublisher<Int, Never> { get }
    /// The Car screen to open, with its view model.
    var route: AnyPublisher<CarsViewModel.Route, Never> { get }
}

/// Cars' view model as its view sees it: events in, what to show out.
@MainActor
protocol CarsViewModelType {
    var inputs: any CarsViewModelInputs { get }
    var outputs: any CarsViewModelOutputs { get }
}

/// Cars' view model (Docs/Contract.md §3): `inputs` and `outputs` (Kickstarter) over the
/// catalogue as one subject per car, the rows mapped from them.
///
/// As seed 002's table binds each cell to its car, each row here follows its car's subject.
/// The Car screen is handed the same subject, so its edits reach the row with nothing sent back.
@MainActor
final class CarsViewModel: CarsViewModelType, CarsViewModelInputs, CarsViewModelOutputs {
    /// Where the view should go.
    enum Route {
        case car(CarViewModel)
    }

    var inputs: any CarsViewModelInputs { self }
    var outputs: any CarsViewModelOutputs { self }

    // Outputs.
    let rows: AnyPublisher<[CarRow], Never>
    let rowChanged: AnyPublisher<Int, Never>
    let route: AnyPublisher<Route, Never>

    /// The catalogue, in the order the list shows it.
    private let cars: [CurrentValueSubject<Car, Never>]
    private let imageLoader: any ImageLoading
    private let rowsSubject: CurrentValueSubject<[CarRow], Never>
    private let rowChangedSubject = PassthroughSubject<Int, Never>()
    private let routeSubject = PassthroughSubject<Route, Never>()
    private var subscriptions = Set<AnyCancellable>()

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars.map { CurrentValueSubject($0) }
        self.imageLoader = imageLoader
        rowsSubject = CurrentValueSubject(cars.map(CarRow.init))
        rows = rowsSubject.eraseToAnyPublisher()
        rowChanged = rowChangedSubject.eraseToAnyPublisher()
        route = routeSubject.eraseToAnyPublisher()
        for (index, car) in self.cars.enumerated() {
            car.sink { [weak self] in self?.carChanged($0, at: index) }
                .store(in: &subscriptions)
        }
    }

    func rowSelected(at row: Int) {
        guard cars.indices.contains(row) else { return }
        routeSubject.send(.car(CarViewModel(car: cars[row], imageLoader: imageLoader)))
    }

    /// Derives the row of a car that changed, and publishes it only when what the row shows
    /// changed (the subject's replay on subscribe, and a kilowatts edit that keeps the
    /// horsepower, change nothing).
    private func carChanged(_ car: Car, at index: Int) {
        let row = CarRow(car)
        guard row != rowsSubject.value[index] else { return }
        rowsSubject.value[index] = row
        rowChangedSubject.send(index)
    }
}

/// What one row of Cars shows, as the view model decided it.
struct CarRow: Hashable {
    let title: String
    let detail: String
}

extension CarRow {
    /// The row for a car: its title and its power (``Car/titleText``, ``Car/horsepowerText``).
    init(_ car: Car) {
        self.init(title: car.titleText, detail: car.horsepowerText)
    }
}
