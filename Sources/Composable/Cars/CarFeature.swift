import ComposableEngine
import Domain

/// Car: the open car, edited field by field through binding actions, and its photo, loaded as
/// an effect when the screen loads. The effect is the presented feature's, so it is cancelled
/// when Car is popped or replaced. Each edit is handed to Cars as a delegate action.
///
/// The title and the horsepower text are derived state kept in `State`, computed by the reducer
/// where the car changes (make or model, kilowatts), so the screen observes each text alone:
/// a kilowatts edit neither re-derives the title nor re-runs the title's observer.
struct CarFeature: Reducer {
    struct State: Equatable, Identifiable {
        /// The car's row in the catalogue: its identity (Domain gives cars no id).
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

        /// The presented Car's identity: its row, so that presenting another row's Car in its
        /// place cancels this one's effects.
        var id: Int { row }
    }

    enum Action: Equatable {
        case viewDidLoad
        /// An edit of make, model, or kilowatts (an edit the kilowatts rule accepted).
        case binding(BindingAction<State>)
        /// The photo's load answered: its byte count, or `nil` when it threw.
        case photoResponse(byteCount: Int?)
        case delegate(Delegate)

        enum Delegate: Equatable {
            /// The car was edited: the catalogue's row takes it.
            case carChanged(Car)
        }
    }

    @Dependency(\.imageLoader) var imageLoader

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .viewDidLoad:
                guard let url = state.car.photoURL else { return .none }
                state.photo = .loading
                return .run { [imageLoader] send in
                    let byteCount = try? await imageLoader.loadImage(from: url).count
                    await send(.photoResponse(byteCount: byteCount))
                }
            case .binding(\.car.make), .binding(\.car.model):
                state.title = state.car.titleText
                return .send(.delegate(.carChanged(state.car)))
            case .binding(\.car.kilowatts):
                state.horsepowerText = state.car.horsepowerText
                return .send(.delegate(.carChanged(state.car)))
            case .binding:
                return .none
            case .photoResponse(let byteCount):
                state.photo = CarPhoto(loadedByteCount: byteCount)
                return .none
            case .delegate:
                return .none
            }
        }
    }
}

extension CarFeature.Action: BindableAction {
    var binding: BindingAction<CarFeature.State>? { if case .binding(let action) = self { action } else { nil } }
}
