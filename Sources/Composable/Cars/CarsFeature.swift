import ComposableEngine
import Domain

/// Cars (seed 002): the catalogue, and the Car screen it presents for a selected row. Every
/// edit made on Car is written back to the catalogue at once.
struct CarsFeature: Reducer {
    struct State: Equatable {
        var cars: [Car]
        /// The Car screen, while it is pushed.
        var car: CarFeature.State?
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
            case .car(.presented):
                if let open = state.car, state.cars[open.row] != open.car { state.cars[open.row] = open.car }
                return .none
            case .car(.dismiss):
                return .none
            }
        }
        .ifLet(\.car, action: \.car) { CarFeature() }
    }
}

extension CarsFeature.Action: CasePathable {
    struct AllCasePaths: Sendable {
        let car = AnyCasePath<CarsFeature.Action, PresentationAction<CarFeature.Action>>(
            embed: CarsFeature.Action.car, extract: { if case .car(let action) = $0 { action } else { nil } })
    }

    static let allCasePaths = AllCasePaths()
}
