import Domain

/// Products' slice of the app state (seed 004's `AppState.products`): the list as the
/// repository holds it, in the domain's order, with its last change, and the open editor's form.
struct ProductsState: Equatable {
    /// The list and the rows its last change touched.
    var list: VersionedProductList
    /// The New Product / Edit Product form, while one is open.
    var editor: ProductEditorState?

    /// The list as the repository holds it.
    var products: ProductList { list.products }

    /// The state at launch: the repository's list, no form open.
    init(products: ProductList, editor: ProductEditorState? = nil) {
        list = VersionedProductList(products: products)
        self.editor = editor
    }
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
