import Domain

/// What the Car screen renders, selected from the app state: the open car and its photo.
///
/// A sub-state derived from the app state, as ReSwift's README ("Create a subscription of
/// several substates combined") builds `MySubState` with an `init(state:)` and subscribes with
/// `$0.select(MySubState.init)`: being `Equatable`, it reaches the screen only when the open car
/// or its photo changed, not when another car of the catalogue did.
struct OpenCarState: Equatable {
    var car: Car?
    var photo: CarPhoto

    /// The Car screen's selection of `state`.
    init(state: AppState) {
        car = state.cars.openCar
        photo = state.cars.photo
    }
}
