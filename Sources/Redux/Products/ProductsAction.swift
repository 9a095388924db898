import Domain
import ReduxStore

/// What happens on Products and its editor, named after the user's events.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: each says what the user did, and
/// ``productsReducer(action:state:)`` applies it to the catalogue and the form; every one
/// reaches the reducer, so an action log shows what the user did.
enum ProductsAction: Action {
    case addButtonTapped
    case rowSelected(row: Int)
    /// The user swiped the row away.
    case rowDeleted(row: Int)
    case idFieldChanged(String)
    case nameFieldChanged(String)
    case priceFieldChanged(String)
    /// The user tapped Save: the form is validated and, if valid, stored in the catalogue.
    case saveButtonTapped
    /// The user left the editor without saving: nothing is open.
    case productScreenClosed
}
