import Domain
import ReduxStore

/// What happens on Products and its editor, named after the user's events.
///
/// Actions as ReSwift's `Docs/Actions.md` defines them: each says what the user did, and
/// ``productsReducer(action:state:)`` applies it to the catalogue and the form; every one
/// reaches the reducer, so an action log shows what the user did.
enum ProductsAction: Action {
    case addButtonTapped
    /// The user selected the row of the product with this id.
    case rowSelected(id: Product.ID)
    /// The user swiped away the row of the product with this id.
    case rowDeleted(id: Product.ID)
    case idFieldChanged(String)
    case nameFieldChanged(String)
    case priceFieldChanged(String)
    /// The user tapped Save: the form is validated and, if valid, stored in the catalogue.
    case saveButtonTapped
    /// The user left the editor without saving: nothing is open.
    case productScreenClosed
}
