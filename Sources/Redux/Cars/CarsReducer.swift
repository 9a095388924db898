import Domain

/// Cars' reducer: a pure function of the action and the sub-state, as ReSwift's
/// `Docs/Getting Started Guide.md` ("Reducers") writes them.
///
/// A photo result applies only while the car whose photo it is stays open, so a late answer
/// for a car the user left changes nothing.
func carsReducer(action: CarsAction, state: CarsState) -> CarsState {
    var state = state
    switch action {
    case .rowSelected(let row):
        guard state.cars.indices.contains(row) else { return state }
        state.openRow = row
        state.photo = state.cars[row].photoURL == nil ? .none : .loading
    case .carScreenClosed:
        state.openRow = nil
        state.photo = .none
    case .makeFieldChanged(let make):
        state.editOpenCar { $0.make = make }
    case .modelFieldChanged(let model):
        state.editOpenCar { $0.model = model }
    case .kilowattsFieldChanged(let kilowatts):
        state.editOpenCar { $0.kilowatts = kilowatts }
    case .photoLoaded(let url, let byteCount):
        if state.loadingPhotoURL == url { state.photo = .loaded(byteCount: byteCount) }
    case .photoLoadFailed(let url):
        if state.loadingPhotoURL == url { state.photo = .failed }
    }
    return state
}

extension CarsState {
    fileprivate mutating func editOpenCar(_ edit: (inout Car) -> Void) {
        guard let openRow, cars.indices.contains(openRow) else { return }
        edit(&cars[openRow])
    }
}
