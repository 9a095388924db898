import Domain

/// Products' slice of the app state (seed 004's `AppState.products`): the list as the
/// repository holds it, in the domain's order, and the open editor's error.
struct ProductsState: Equatable {
    var products: [Product]
    /// The message of the editor's last failed save, until it is opened again.
    var editorError: String?
}
