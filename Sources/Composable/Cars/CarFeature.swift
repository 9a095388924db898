import ComposableEngine
import Domain

/// Car: the open car, edited field by field, and its photo, loaded as an effect when the
/// screen loads. The effect is the presented feature's, so it is cancelled when Car is popped.
///
/// The title and the horsepower text are derived state kept in `State`, computed by the reducer
/// where the car changes (make or model, kilowatts), so the screen observes each text alone:
/// a kilowatts edit neither re-derives the title nor re-runs the title's observer.
struct CarFeature: Reducer {
    struct State: Equatable {
        /// The car's row in the catalogue: its identity (cars have no id).
        let row: Int
        var car: Car
        /// ``Car/titleText``, as of the last make or model edit.
        var title: String
        /// ``Car/horsepowerText``, as of the last kilowatts edit.
        var horsepowerText: String
        var photo = CarPhoto.none

        /// The Car screen of a catalogue row, its texts derived from the car.
        init(row: Int, car: Car) {
            self.row = row
            self.car = car
            title = car.titleText
            horsepowerText = car.horsepowerText
        }
    }

    enum Action: Equatable {
        case viewDidLoad
        case makeFieldChanged(String)
        case modelFieldChanged(String)
        /// An edit the kilowatts rule accepted, as kilowatts.
        case kilowattsFieldChanged(Int)
        /// The photo's load answered: its byte count, or `nil` when it threw.
        case photoResponse(byteCount: Int?)
    }

    @Dependency(\.imageLoader) var imageLoader

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            guard let url = state.car.photoURL else { return .none }
            state.photo = .loading
            return .run { [imageLoader] send in
                let byteCount = try? await imageLoader.loadImage(from: url).count
                await send(.photoResponse(byteCount: byteCount))
            }
        case .makeFieldChanged(let make):
            state.car.make = make
            state.title = state.car.titleText
            return .none
        case .modelFieldChanged(let model):
            state.car.model = model
            state.title = state.car.titleText
            return .none
        case .kilowattsFieldChanged(let kilowatts):
            state.car.kilowatts = kilowatts
            state.horsepowerText = state.car.horsepowerText
            return .none
        case .photoResponse(let byteCount):
            state.photo = CarPhoto(loadedByteCount: byteCount)
            return .none
        }
    }
}
