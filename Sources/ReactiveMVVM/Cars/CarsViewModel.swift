import Domain
import Reactive

/// Cars' view model (SPEC §3): the catalogue as one subject per car, the rows mapped from them,
/// and the Car screen a selected row opens as a route.
///
/// As seed 002's table binds each cell to its car, each row here follows its car's subject.
/// The Car screen is handed the same subject, so its edits reach the row with nothing sent back.
@MainActor
final class CarsViewModel {
    /// What one row shows.
    struct Row: Hashable {
        let title: String
        let detail: String
    }

    /// What the view asks for.
    enum Action {
        case carSelected(row: Int)
    }

    /// Where the view should go.
    enum Route {
        case car(CarViewModel)
    }

    // Outputs.
    let rows: CurrentValueSubject<[Row], Never>
    /// Sends the index of a row right after ``rows`` changed there, so the view redraws one row.
    let rowChanged = PassthroughSubject<Int, Never>()
    let route = PassthroughSubject<Route, Never>()

    // Inputs.
    let action = PassthroughSubject<Action, Never>()

    /// The catalogue, in the order the list shows it.
    private let cars: [CurrentValueSubject<Car, Never>]
    private let imageLoader: any ImageLoading
    private var subscriptions = Set<AnyCancellable>()

    init(cars: [Car], imageLoader: any ImageLoading) {
        self.cars = cars.map { CurrentValueSubject($0) }
        self.imageLoader = imageLoader
        rows = CurrentValueSubject(cars.map(Row.init))
        for (index, car) in self.cars.enumerated() {
            car.map(Row.init)
                .removeDuplicates()
                .sink { [weak self] in
                    self?.rows.value[index] = $0
                    self?.rowChanged.send(index)
                }
                .store(in: &subscriptions)
        }
        action
            .sink { [weak self] in self?.processAction($0) }
            .store(in: &subscriptions)
    }

    private func processAction(_ action: Action) {
        switch action {
        case .carSelected(let row):
            guard cars.indices.contains(row) else { return }
            route.send(.car(CarViewModel(car: cars[row], imageLoader: imageLoader)))
        }
    }
}

extension CarsViewModel.Row {
    /// The row for a car: its display title and power text, from the domain.
    init(_ car: Car) {
        self.init(title: car.displayTitle, detail: car.powerText)
    }
}
