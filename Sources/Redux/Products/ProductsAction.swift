import Domain
import ReduxStore

/// What happens on Products and its editor: the user's events, then the repository's answers,
/// which ``productsMiddleware(repository:)`` dispatches once it has read or written it.
enum ProductsAction: Action {
    /// The list is about to show (seed 004's `reloadData()` on appear): the middleware reads
    /// the repository.
    case productsScreenWillAppear
    case addButtonTapped
    case rowSelected(row: Int)
    /// The user swiped the row away: the middleware deletes it from the repository.
    case rowDeleted(row: Int)
    case idFieldChanged(String)
    case nameFieldChanged(String)
    case priceFieldChanged(String)
    /// The user tapped Save: the middleware validates the form and writes the repository.
    case saveButtonTapped
    /// The editor was popped, saved or not: nothing is open.
    case productScreenClosed

    /// The repository was read; its list.
    case productsLoaded(ProductList)
    /// The editor's product was stored; the repository's list after it, and the rows it moved.
    case productSaved(ProductList, ProductListChange)
    /// The swiped product was deleted; the repository's list after it, and its row.
    case productDeleted(ProductList, ProductListChange)
    /// Save found the form breaking a rule; the first it broke.
    case saveFailed(ProductValidationError)
}
