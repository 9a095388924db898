import ComposableEngine
import Domain

/// Cars (seed 002): the catalogue, and the Car screen it presents for a selected row. Car hands
/// every edit back as a delegate action, and its row takes it at once.
///
/// Cars have no id in Domain: a car is identified by its row (``CarFeature/State/id``).
struct CarsFeature: Reducer {
    struct State: Equatable {
        var cars: [Car]
        /// The Car screen, while it is pushed.
        @PresentationState var car: CarFeature.State?
    }

    enum Action: Equatable {
        case rowSelected(Int)
        case car(PresentationAction<CarFeature.Action>)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .rowSelected(let row):
                guard state.cars.indices.contains(row) else { return .none }
                state.car = CarFeature.State(row: row, car: state.cars[row])
                return .none
            case .car(.presented(.delegate(.carChanged(let car)))):
                if let row = state.car?.row, state.cars[row] != car { state.cars[row] = car }
                return .none
            case .car:
                return .none
            }
        }
        .ifLet(\.$car, action: \.car) { CarFeature() }
    }
}

extension CarsFeature.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let car = AnyCasePath<CarsFeature.Action, PresentationAction<CarFeature.Action>>(
            embed: CarsFeature.Action.car, extract: { if case .car(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
