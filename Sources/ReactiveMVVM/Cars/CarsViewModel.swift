import Domain
import Reactive

/// The events Cars' view sends (Kickstarter's inputs).
@MainActor
protocol CarsViewModelInputs {
    /// The user selected a row: the view model routes to its Car screen.
    func rowSelected(at row: Int)
}

/// What Cars' view shows (Kickstarter's outputs).
@MainActor
protocol CarsViewModelOutputs {
    /// What each row shows, in list order: now, and after each edit that changes a row.
    var rows: AnyPublisher<[CarRow], Never> { get }
    /// The Car screen to open, with its view model.
    var route: AnyPublisher<CarsViewModel.Route, Never> { get }
}

/// Cars' view model as its view sees it: events in, what to show out.
@MainActor
protocol CarsViewModelType {
    var inputs: any CarsViewModelInputs { get }
    var outputs: any CarsViewModelOutputs { get }
}

/// Cars' view model (Docs/Contract.md §3) in Kickstarter's `inputs`/`outputs` shape (tailec's
/// `ios-architecture` MVVM view model), over the cars as one subject per car (seed 002's
/// table binds each cell to its car).
///
/// The rows are a `CurrentValueSubject` that lives as long as the view model, fed by every
/// car's subject (each change of a car replaces its row), so a subscriber gets the current
/// rows first; the output publishes only changes (`removeDuplicates()`, RxSwift's
/// `distinctUntilChanged()`). The Car screen is handed the same subject, so its edits reach
/// the row with nothing sent back. The route is defined once in `init` (RxExample's
/// `GithubSignupViewModel2.swift`: "Everything is just a definition").
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
    let route: AnyPublisher<Route, Never>

    // Inputs.
    private let rowSelectedSubject = PassthroughSubject<Int, Never>()

    /// Each car's changes into its row, subscribed for the view model's life.
    private let rowUpdates: [AnyCancellable]

    init(cars: [Car], imageLoader: any ImageLoading) {
        let cars = cars.map { CurrentValueSubject<Car, Never>($0) }
        let rows = CurrentValueSubject<[CarRow], Never>(cars.enumerated().map { CarRow($0.element.value, row: $0.offset) })
        rowUpdates = cars.enumerated().map { row, car in
            car.dropFirst().sink { rows.value[row] = CarRow($0, row: row) }
        }
        self.rows = rows.removeDuplicates().eraseToAnyPublisher()
        route =
            rowSelectedSubject
            .filter { cars.indices.contains($0) }
            .map { Route.car(CarViewModel(car: cars[$0], imageLoader: imageLoader)) }
            .eraseToAnyPublisher()
    }

    func rowSelected(at row: Int) {
        rowSelectedSubject.send(row)
    }
}

/// What one row of Cars shows, as the view model decided it, and its place in the list: two
/// cars can show the same texts, and the place tells their rows apart.
struct CarRow: Hashable, Sendable {
    let row: Int
    let title: String
    let detail: String
}

extension CarRow {
    /// The row at `row` for a car: its title and its power (``Car/titleText``,
    /// ``Car/horsepowerText``).
    init(_ car: Car, row: Int) {
        self.init(row: row, title: car.titleText, detail: car.horsepowerText)
    }
}
