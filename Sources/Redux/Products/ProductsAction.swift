import Domain
import ReduxStore

/// What happens on Products and its editor: the user's events, then the repository's answers,
/// which ``productsMiddleware(repository:)`` passes on in place of the events once it has
/// written the repository.
enum ProductsAction: Action {
    case addButtonTapped
    case rowSelected(row: Int)
    /// The user swiped the row away: the middleware deletes it from the repository.
    case rowDeleted(row: Int)
    case idFieldChanged(String)
    case nameFieldChanged(String)
    case priceFieldChanged(String)
    /// The user tapped Save: the middleware validates the form and writes the repository.
    case saveButtonTapped
    /// The user left the editor without saving: nothing is open.
    case productScreenClosed

    /// The editor's product was stored; the repository's list after it, and the rows it moved.
    case productSaved(ProductList, ProductListChange)
    /// The swiped product was deleted; the repository's list after it, and its row.
    case productDeleted(ProductList, ProductListChange)
    /// Save found the form breaking a rule; the first it broke.
    case saveFailed(ProductValidationError)
}
