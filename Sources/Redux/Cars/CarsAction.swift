import Foundation
import ReduxStore

/// What happens on Cars and Car, named after the user's events and the photo load's results.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: information about a state change, which
/// ``carsReducer(action:state:)`` applies.
enum CarsAction: Action {
    case rowSelected(row: Int)
    /// The Car screen was popped: nothing is open, and a late photo goes nowhere.
    case carScreenClosed
    case makeFieldChanged(String)
    case modelFieldChanged(String)
    /// An edit the kilowatts rule accepted, as kilowatts.
    case kilowattsFieldChanged(Int)
    case photoLoaded(URL, byteCount: Int)
    case photoLoadFailed(URL)
}
