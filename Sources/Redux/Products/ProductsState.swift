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

/// The New Product / Edit Product form: its mode, the fields as typed, and the last failed
/// save's message.
struct ProductEditorState: Equatable {
    /// Which product the form edits; the domain's mode decides the title, the id field and the
    /// validation.
    let mode: ProductEditorMode
    var id: String
    var name: String
    var price: String
    /// The message of the last failed save, until the form closes.
    var errorMessage: String?

    /// A form opened in `mode`, its fields filled as the mode says.
    init(mode: ProductEditorMode) {
        self.mode = mode
        id = mode.idText
        name = mode.nameText
        price = mode.priceText
    }
}
