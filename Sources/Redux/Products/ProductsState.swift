import Domain

/// Products' sub-state (seed 004's `AppState.products`): the catalogue itself, in the domain's
/// order, and the open editor's form.
///
/// The model layer's state lives in the app state, as ReSwift's `Docs/State.md` asks ("the
/// state of your model layer"): the reducer changes the catalogue, and
/// ``productsPersistenceMiddleware(repository:)`` keeps the repository in step with it.
struct ProductsState: Equatable {
    /// The catalogue, in list order (``ProductOrder``); ids are unique.
    var products: [Product]
    /// The New Product / Edit Product form, while one is open.
    var editor: ProductEditorState?
}

/// The New Product / Edit Product form: its mode, the fields as typed, and the rule the last
/// failed save broke.
struct ProductEditorState: Equatable {
    /// Which product the form edits: the editor screen's title and id field follow from it, and
    /// the domain's validation runs in it.
    let mode: ProductEditorMode
    var id: String
    var name: String
    var price: String
    /// The rule the last failed save broke, until the form closes; the editor screen shows it
    /// as ``ProductValidationError/errorText``.
    var error: ProductValidationError?

    /// A form opened in `mode`: empty for a new product, or the edited product's id, name and
    /// price ("900.00", ``Product/priceText``) (Docs/Contract.md §2).
    init(mode: ProductEditorMode) {
        self.mode = mode
        id = mode.product?.id ?? ""
        name = mode.product?.name ?? ""
        price = mode.product?.priceText ?? ""
    }
}
