import Domain
import ReduxStore

/// Seed 004's product actions (set list, add, update, delete), and the editor's two events.
///
/// The repository is written before an add, update or delete is dispatched, as in seed 004, so
/// the state always mirrors what the repository holds.
enum ProductsAction: Action {
    case setList([Product])
    case add(Product)
    case update(Product)
    case delete(id: String)
    case editorOpened
    case saveFailed(ProductValidationError)
}
